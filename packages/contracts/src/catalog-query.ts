import './locale.ts'

import { z } from 'zod'

import {
  BRAND_FILTER_MAX,
  catalogQueryMessages,
  PAGE_MAX,
  PER_PAGE_DEFAULT,
  PER_PAGE_MAX,
  PRICE_MAX,
  priceRangeError,
  priceRangeIsOrdered,
  productSorts,
  RECENTLY_VIEWED_MAX,
  SEARCH_QUERY_MAX,
} from './catalog-query.constants.ts'

export {
  BRAND_FILTER_MAX,
  catalogQueryMessages,
  PAGE_MAX,
  PER_PAGE_DEFAULT,
  PER_PAGE_MAX,
  PRICE_MAX,
  priceRangeError,
  priceRangeIsOrdered,
  type ProductSort,
  productSorts,
  RECENTLY_VIEWED_MAX,
  SEARCH_QUERY_MAX,
} from './catalog-query.constants.ts'

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

/**
 * `GET /product-cards?ids=12,5,9`: the cards of these products in this order, those no longer on
 * sale left out (the products a browser remembers as recently viewed).
 */
export const productCardsQuery = z.object({
  ids: z
    .string({ error: catalogQueryMessages.productIds })
    .regex(/^[1-9]\d{0,9}(?:,[1-9]\d{0,9})*$/, { error: catalogQueryMessages.productIds })
    .transform((value) => value.split(',').map(Number))
    .refine((ids) => ids.length <= RECENTLY_VIEWED_MAX && ids.every((id) => id <= 2_147_483_647), {
      error: catalogQueryMessages.productIds,
    }),
})
export type ProductCardsQuery = z.output<typeof productCardsQuery>
