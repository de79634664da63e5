import { apiPaths, type SuggestResponse } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getSuggestions(api: ApiClient, q: string, signal?: AbortSignal) {
  return api.get<SuggestResponse>(apiPaths.searchSuggest, { query: { q }, signal })
}

/**
 * Passing `signal` lets TanStack Query abort the request once its text is stale (the observer
 * moved on to the next key); a failed suggestion is not worth a retry.
 */
export function suggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['search', 'suggest', q] as const,
    queryFn: ({ client, signal }) => getSuggestions(apiOf(client), q, signal),
    staleTime: 60_000,
    retry: false,
  })
}

/** Suggestions for the (debounced) text; the previous list stays while the next one loads. */
export function useSuggestions(q: string, enabled: boolean) {
  return useQuery({
    ...suggestionsQueryOptions(q),
    enabled: enabled && q.length > 0,
    placeholderData: keepPreviousData,
  })
}
