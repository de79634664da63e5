// Plain values of the catalogue contracts, without zod: product pages import these (see README.md).

/** Below this many units the shop shows "Sắp hết hàng". */
export const LOW_STOCK_THRESHOLD = 5
/** Related products under a product: two rows of the widest grid (5 columns). */
export const RELATED_PRODUCTS_LIMIT = 10

export const catalogMessages = {
  productNotFound: 'Không tìm thấy sản phẩm.',
  categoryNotFound: 'Không tìm thấy danh mục.',
  include: 'Chỉ có thể kèm theo: related (sản phẩm liên quan).',
} as const

/** What `GET /products/{slug}?include=…` can add to the product: its related products. */
export const productIncludes = ['related'] as const
export type ProductInclude = (typeof productIncludes)[number]

export const stockStatuses = ['in_stock', 'low_stock', 'out_of_stock'] as const
export type StockStatus = (typeof stockStatuses)[number]
