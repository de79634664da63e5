import { apiPaths, type ClassifiedAdList } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getLatestClassifieds(api: ApiClient, limit: number, signal?: AbortSignal) {
  return api.get<ClassifiedAdList>(apiPaths.classifiedAds, { query: { limit }, signal })
}

/** The newest live classified ads (the home page's list). */
export function latestClassifiedsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: ['classifieds', 'latest', limit] as const,
    queryFn: ({ client, signal }) => getLatestClassifieds(apiOf(client), limit, signal),
  })
}

export function useLatestClassifieds(limit: number) {
  return useQuery(latestClassifiedsQueryOptions(limit))
}
