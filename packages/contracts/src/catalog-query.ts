import { z } from 'zod'

export const PER_PAGE_DEFAULT = 24
export const PER_PAGE_MAX = 60
export const PAGE_MAX = 10_000
/** Prices are PostgreSQL integers; a bigger bound would fail in SQL instead of in validation. */
export const PRICE_MAX = 2_000_000_000
export const SEARCH_QUERY_MAX = 100
export const BRAND_FILTER_MAX = 20

export const productSorts = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'best_selling',
  'name',
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
} as const

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A whole number from the query string; anything else (text, decimals, arrays) fails with `message`. */
export function queryInt(message: string, min: number, max: number) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
}

/** `true/false`, `1/0`, `on/off`, `yes/no` from the query string. */
export const queryBoolean = z.stringbool({
  truthy: ['true', '1', 'on', 'yes'],
  falsy: ['false', '0', 'off', 'no'],
  error: catalogQueryMessages.boolean,
})

export function querySlug(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(200, { error: message })
    .regex(SLUG_PATTERN, { error: message })
}

/** `?brand=a&brand=b` and `?brand=a,b` both give `['a', 'b']`. */
const brandSlugs = z
  .union([z.string(), z.array(z.string())], { error: catalogQueryMessages.brand })
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(querySlug(catalogQueryMessages.brand))
      .max(BRAND_FILTER_MAX, { error: catalogQueryMessages.brandCount }),
  )

export const searchText = z
  .string({
    error: (issue) =>
      issue.input === undefined ? catalogQueryMessages.queryRequired : catalogQueryMessages.query,
  })
  .trim()
  .max(SEARCH_QUERY_MAX, { error: catalogQueryMessages.queryTooLong })

export const paginationQuery = {
  page: queryInt(catalogQueryMessages.page, 1, PAGE_MAX).default(1),
  per_page: queryInt(catalogQueryMessages.perPage, 1, PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
}

export const productFilterQuery = {
  category: querySlug(catalogQueryMessages.category).optional(),
  brand: brandSlugs.optional(),
  store: querySlug(catalogQueryMessages.store).optional(),
  price_min: queryInt(catalogQueryMessages.priceMin, 0, PRICE_MAX).optional(),
  price_max: queryInt(catalogQueryMessages.priceMax, 0, PRICE_MAX).optional(),
  on_sale: queryBoolean.optional(),
  in_stock: queryBoolean.optional(),
}

export function priceRangeIsOrdered(value: { price_min?: number; price_max?: number }) {
  return (
    value.price_min === undefined ||
    value.price_max === undefined ||
    value.price_min <= value.price_max
  )
}
export const priceRangeError = { error: catalogQueryMessages.priceRange, path: ['price_max'] }

/**
 * `GET /products`: filters, sort, page. Without `sort` the list is newest first, or by relevance
 * when `q` is given.
 */
export const productListQuery = z
  .object({
    ...paginationQuery,
    sort: z.enum(productSorts, { error: catalogQueryMessages.sort }).optional(),
    ...productFilterQuery,
    q: searchText.optional(),
  })
  .refine(priceRangeIsOrdered, priceRangeError)
export type ProductListQuery = z.output<typeof productListQuery>
export type ProductListQueryInput = z.input<typeof productListQuery>
