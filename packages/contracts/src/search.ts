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
  SEARCH_FACET_OPTIONS,
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

/**
 * `GET /search/facets?q=…`: the brands and shops among the products the search finds (in the
 * category, when one is given), for its filters. The brands and shop already chosen are listed
 * whatever they count, so that the form can show them ticked and unset them.
 */
export const searchFacetsQuery = z.object({
  q: searchText.min(1, { error: catalogQueryMessages.queryRequired }),
  category: productFilterQuery.category,
  brand: productFilterQuery.brand,
  store: productFilterQuery.store,
})
export type SearchFacetsQuery = z.output<typeof searchFacetsQuery>
export type SearchFacetsQueryInput = z.input<typeof searchFacetsQuery>

export const facetOption = z.object({
  slug: z.string(),
  name: z.string(),
  /** Products among the search's candidates (see `total`); 0 for a choice that matches none. */
  count: z.number().int(),
})
export type FacetOption = z.infer<typeof facetOption>

export const searchFacetsResponse = z.object({
  /** Most matches first, at most SEARCH_FACET_OPTIONS besides the chosen ones. */
  brands: z.array(facetOption),
  stores: z.array(facetOption),
  /** The products counted: the best-selling matches, as many as the search ranks. */
  total: z.number().int(),
  /** True when `total` stopped at the cap: the counts are of the best sellers among more matches. */
  total_capped: z.boolean(),
})
export type SearchFacetsResponse = z.infer<typeof searchFacetsResponse>

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
