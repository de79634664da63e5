import { apiPaths, type ClassifiedAdDetail, fillPath } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getClassifiedAd(api: ApiClient, slug: string, signal?: AbortSignal) {
  return api.get<ClassifiedAdDetail>(fillPath(apiPaths.classifiedAd, { slug }), { signal })
}

/** One live ad; `is_owner` depends on who asks, so the key is cleared with the session. */
export function classifiedAdQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['classifieds', 'ad', slug] as const,
    queryFn: ({ client, signal }) => getClassifiedAd(apiOf(client), slug, signal),
  })
}

export function useClassifiedAd(slug: string) {
  return useQuery(classifiedAdQueryOptions(slug))
}
