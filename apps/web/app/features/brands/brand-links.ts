/** A brand's products: the product list filtered by it. */
export function brandProductsHref(slug: string): string {
  return `/san-pham?${new URLSearchParams({ brand: slug })}`
}
