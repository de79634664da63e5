import './locale.ts'

import { z } from 'zod'

import { brand } from './brands.ts'
import { mediaImage, productPage } from './catalog.ts'
import {
  catalogQueryMessages,
  paginationQuery,
  priceRangeError,
  priceRangeIsOrdered,
  productFilterQuery,
  productSorts,
  searchText,
} from './catalog-query.ts'
import { paginated } from './pagination.ts'
import { searchTypes } from './search.constants.ts'
import { storeCard } from './stores.ts'

export {
  SEARCH_SECTION_PREVIEW,
  type SearchType,
  searchTypes,
  SUGGEST_CATEGORIES,
  SUGGEST_PRODUCTS,
} from './search.constants.ts'

/**
 * `GET /search?q=…`: products (with the product filters and sort) and, as separate sections, stores
 * and brands. `type` asks for one section only, paginated by `page`/`per_page`.
 */
export const searchQuery = z
  .object({
    q: searchText.min(1, { error: catalogQueryMessages.queryRequired }),
    type: z.enum(searchTypes, { error: 'Loại kết quả không hợp lệ.' }).optional(),
    ...paginationQuery,
    sort: z.enum(productSorts, { error: catalogQueryMessages.sort }).default('relevance'),
    ...productFilterQuery,
  })
  .refine(priceRangeIsOrdered, priceRangeError)
export type SearchQuery = z.output<typeof searchQuery>
export type SearchQueryInput = z.input<typeof searchQuery>

export const searchResponse = z.object({
  q: z.string(),
  /** Null when another `type` was asked for. */
  products: productPage.nullable(),
  stores: paginated(storeCard).nullable(),
  brands: paginated(brand).nullable(),
})
export type SearchResponse = z.infer<typeof searchResponse>

/** As one types in the header search box; an empty `q` gives empty lists. */
export const suggestQuery = z.object({ q: searchText.default('') })
export type SuggestQuery = z.output<typeof suggestQuery>

export const suggestResponse = z.object({
  products: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      effective_price: z.number().int(),
      image: mediaImage.nullable(),
    }),
  ),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      parent_name: z.string().nullable(),
    }),
  ),
})
export type SuggestResponse = z.infer<typeof suggestResponse>
