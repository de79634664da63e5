// Plain values of the catalogue query contracts, without zod: list pages read their filters and
// sorts from these (see README.md).

export const PER_PAGE_DEFAULT = 24
export const PER_PAGE_MAX = 60
export const PAGE_MAX = 10_000
/** Prices are PostgreSQL integers; a bigger bound would fail in SQL instead of in validation. */
export const PRICE_MAX = 2_000_000_000
export const SEARCH_QUERY_MAX = 100
export const BRAND_FILTER_MAX = 20
/** How many products the browser remembers as recently viewed (and asks cards for at once). */
export const RECENTLY_VIEWED_MAX = 12

export const productSorts = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'best_selling',
  'name',
  'rating',
] as const
export type ProductSort = (typeof productSorts)[number]

export const catalogQueryMessages = {
  page: 'Số trang phải là số nguyên từ 1 trở lên.',
  perPage: `Số mục mỗi trang phải là số nguyên từ 1 đến ${PER_PAGE_MAX}.`,
  sort: 'Cách sắp xếp không hợp lệ.',
  category: 'Danh mục không hợp lệ.',
  brand: 'Thương hiệu không hợp lệ.',
  brandCount: `Chỉ chọn được tối đa ${BRAND_FILTER_MAX} thương hiệu.`,
  store: 'Cửa hàng không hợp lệ.',
  priceMin: 'Giá từ phải là số nguyên không âm (đồng).',
  priceMax: 'Giá đến phải là số nguyên không âm (đồng).',
  priceRange: 'Giá đến phải lớn hơn hoặc bằng giá từ.',
  boolean: 'Giá trị phải là true hoặc false.',
  query: 'Từ khóa tìm kiếm không hợp lệ.',
  queryTooLong: `Từ khóa tìm kiếm không được dài quá ${SEARCH_QUERY_MAX} ký tự.`,
  queryRequired: 'Vui lòng nhập từ khóa tìm kiếm.',
  productIds: `Danh sách sản phẩm phải gồm 1 đến ${RECENTLY_VIEWED_MAX} mã số, cách nhau bởi dấu phẩy.`,
} as const

export function priceRangeIsOrdered(value: { price_min?: number; price_max?: number }) {
  return (
    value.price_min === undefined ||
    value.price_max === undefined ||
    value.price_min <= value.price_max
  )
}
export const priceRangeError = { error: catalogQueryMessages.priceRange, path: ['price_max'] }
