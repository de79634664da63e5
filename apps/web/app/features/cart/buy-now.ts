// "Mua ngay" opens the checkout for one line, named in its address so that a reload, the back
// button or a shared link keep it: /checkout?mua-ngay=<product id>&phan-loai=<variant id>&so-luong=<n>.

export interface BuyNowChoice {
  productId: number
  variantId: number | null
  quantity: number
}

export function buyNowHref({ productId, variantId, quantity }: BuyNowChoice): string {
  const variant = variantId === null ? '' : `&phan-loai=${variantId}`
  return `/checkout?mua-ngay=${productId}${variant}&so-luong=${quantity}`
}

/** The line the address names, or null for the cart's checkout. The server checks the numbers. */
export function buyNowFromSearch(search: URLSearchParams): BuyNowChoice | null {
  const product = search.get('mua-ngay')
  if (!product) return null
  const variant = search.get('phan-loai')
  return {
    productId: Number(product),
    variantId: variant ? Number(variant) : null,
    quantity: Number(search.get('so-luong') ?? 1),
  }
}
