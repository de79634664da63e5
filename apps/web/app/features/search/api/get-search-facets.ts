import { apiPaths, type SearchFacetsResponse } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import type { SearchFilters } from '../search-url'

/** The API's query as the address carries it: brands comma-separated. */
type SearchFacetsParams = {
  q: string
  category: string | undefined
  brand: string | undefined
  store: string | undefined
}

export function getSearchFacets(api: ApiClient, query: SearchFacetsParams, signal?: AbortSignal) {
  return api.get<SearchFacetsResponse>(apiPaths.searchFacets, { query, signal })
}

/**
 * The brands and shops the search finds in the category, the chosen ones first (see the API).
 * Only the category, brand and shop filters count: price, sale and stock do not change the offer.
 */
export function searchFacetsQueryOptions(q: string, filters: SearchFilters) {
  const query: SearchFacetsParams = {
    q,
    category: filters.category,
    brand: filters.brand.length ? filters.brand.join(',') : undefined,
    store: filters.store,
  }
  return queryOptions({
    queryKey: ['search', 'facets', query] as const,
    queryFn: ({ client, signal }) => getSearchFacets(apiOf(client), query, signal),
  })
}

export function useSearchFacets(q: string, filters: SearchFilters) {
  return useQuery(searchFacetsQueryOptions(q, filters))
}
