import { apiPaths, type SearchResponse } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import type { SearchApiQuery } from '../search-url'

export function getSearchResults(api: ApiClient, query: SearchApiQuery, signal?: AbortSignal) {
  return api.get<SearchResponse>(apiPaths.search, { query, signal })
}

export function searchResultsQueryOptions(query: SearchApiQuery) {
  return queryOptions({
    queryKey: ['search', 'results', query] as const,
    queryFn: ({ client, signal }) => getSearchResults(apiOf(client), query, signal),
  })
}

/** The previous results stay on screen while a new page or filter loads. */
export function useSearchResults(query: SearchApiQuery, enabled = true) {
  return useQuery({
    ...searchResultsQueryOptions(query),
    enabled: enabled && query.q.length > 0,
    placeholderData: keepPreviousData,
  })
}
