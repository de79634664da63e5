import { apiPaths, type CategoryDetail, fillPath } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getCategory(api: ApiClient, slug: string, signal?: AbortSignal) {
  return api.get<CategoryDetail>(fillPath(apiPaths.category, { slug }), { signal })
}

export function categoryQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['catalog', 'category', slug] as const,
    queryFn: ({ client, signal }) => getCategory(apiOf(client), slug, signal),
  })
}

export function useCategory(slug: string) {
  return useQuery(categoryQueryOptions(slug))
}
