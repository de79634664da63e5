export function productHref(slug: string): string {
  return `/san-pham/${slug}`
}

export function categoryHref(slug: string): string {
  return `/danh-muc-san-pham/${slug}`
}

export function storeHref(slug: string): string {
  return `/cua-hang/${slug}`
}

/** A brand's products: the product list filtered by it. */
export function brandProductsHref(slug: string): string {
  return `/san-pham?${new URLSearchParams({ brand: slug })}`
}
