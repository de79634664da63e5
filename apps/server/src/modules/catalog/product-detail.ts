import { mediaUrl, type ProductDetail } from '@phiencho/contracts'
import type { DetailRow } from './catalog.repository.ts'
import { discountPercent, productRating, saleEndsAt, stockStatus, toImage } from './product-card.ts'

/**
 * A variant's options in the order of the product's option types, then any other: the page shows
 * the option groups in that order (the database keeps an object's keys in an order of its own).
 */
export function inTypeOrder(
  options: Record<string, string>,
  types: ReadonlyArray<{ name: string }>,
): Record<string, string> {
  const rank = (name: string) => {
    const at = types.findIndex((type) => type.name === name)
    return at === -1 ? types.length : at
  }
  return Object.fromEntries(Object.entries(options).sort(([a], [b]) => rank(a) - rank(b)))
}

export function toProductDetail(row: DetailRow): ProductDetail {
  const breadcrumb = [...row.categories].reverse()
  const category = row.categories[0]!
  // The window is open and the product or one of its variants has a sale price in it.
  const onSale =
    row.sale_window_open &&
    (row.sale_price !== null || row.variants.some((variant) => variant.sale_price !== null))
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sku: row.sku,
    price: row.price,
    sale_price: row.sale_price,
    effective_price: row.effective_price,
    discount_percent: discountPercent(row.price, row.sale_price),
    sale_ends_at: saleEndsAt(onSale, row.sale_ends_ms),
    sale_max_per_order: onSale ? row.sale_max_per_order : null,
    image: row.images[0] ? toImage(row.images[0], row.name) : null,
    images: row.images.map((image) => toImage(image, row.name)),
    sold_count: row.sold_count,
    rating: productRating(row.rating_count, row.rating_average),
    stock: row.stock,
    stock_status: stockStatus(row.stock),
    short_description: row.short_description,
    description: row.description,
    attributes: row.attributes,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    variants: row.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      name: variant.name,
      options: inTypeOrder(variant.options, row.option_types),
      price: variant.price,
      sale_price: variant.sale_price,
      effective_price: variant.sale_price ?? variant.price,
      discount_percent: discountPercent(variant.price, variant.sale_price),
      stock: variant.stock,
      stock_status: stockStatus(variant.stock),
    })),
    category,
    breadcrumb,
    store:
      row.store_id !== null && row.store_name !== null && row.store_slug !== null
        ? {
            id: row.store_id,
            name: row.store_name,
            slug: row.store_slug,
            logo: row.store_logo ? mediaUrl(row.store_logo) : null,
            is_partner: row.store_is_partner ?? false,
            province_name: row.province_name,
          }
        : null,
    brand:
      row.brand_id !== null && row.brand_name !== null && row.brand_slug !== null
        ? {
            id: row.brand_id,
            name: row.brand_name,
            slug: row.brand_slug,
            logo: row.brand_logo ? mediaUrl(row.brand_logo) : null,
          }
        : null,
    created_at: new Date(row.created_ms).toISOString(),
  }
}
