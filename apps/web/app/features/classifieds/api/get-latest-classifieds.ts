import { apiPaths, type ClassifiedAdList } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getLatestClassifieds(api: ApiClient, perPage: number, signal?: AbortSignal) {
  return api.get<ClassifiedAdList>(apiPaths.classifiedAds, { query: { per_page: perPage }, signal })
}

/** The newest live classified ads (the home page's list). */
export function latestClassifiedsQueryOptions(perPage: number) {
  return queryOptions({
    queryKey: ['classifieds', 'latest', perPage] as const,
    queryFn: ({ client, signal }) => getLatestClassifieds(apiOf(client), perPage, signal),
  })
}

export function useLatestClassifieds(perPage: number) {
  return useQuery(latestClassifiedsQueryOptions(perPage))
}
