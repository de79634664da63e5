import { apiPaths, type CategoryTree } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getCategories(api: ApiClient, signal?: AbortSignal) {
  return api.get<CategoryTree>(apiPaths.categories, { signal })
}

/** The whole category tree (top level with their subcategories); it changes rarely. */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'categories'] as const,
    queryFn: ({ client, signal }) => getCategories(apiOf(client), signal),
    staleTime: 5 * 60_000,
  })
}

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}
