import { apiPaths, fillPath, type StoreDetail } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getStore(api: ApiClient, slug: string, signal?: AbortSignal) {
  return api.get<StoreDetail>(fillPath(apiPaths.store, { slug }), { signal })
}

export function storeQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['stores', 'detail', slug] as const,
    queryFn: ({ client, signal }) => getStore(apiOf(client), slug, signal),
  })
}

export function useStore(slug: string) {
  return useQuery(storeQueryOptions(slug))
}
