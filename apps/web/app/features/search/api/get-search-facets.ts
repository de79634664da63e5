import { apiPaths, type SearchFacetsResponse } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import type { ChosenFilters } from '../../catalog/offered-filter-options'

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

/** The brands and shops the search finds in the category, the chosen ones first (see the API). */
export function searchFacetsQueryOptions(q: string, chosen: ChosenFilters) {
  const query: SearchFacetsParams = {
    q,
    category: chosen.category ?? undefined,
    brand: chosen.brands.length ? chosen.brands.join(',') : undefined,
    store: chosen.store ?? undefined,
  }
  return queryOptions({
    queryKey: ['search', 'facets', query] as const,
    queryFn: ({ client, signal }) => getSearchFacets(apiOf(client), query, signal),
  })
}

export function useSearchFacets(q: string, chosen: ChosenFilters) {
  return useQuery(searchFacetsQueryOptions(q, chosen))
}
