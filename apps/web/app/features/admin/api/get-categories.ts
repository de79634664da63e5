import { type AdminCategoryTree, adminPaths, adminUrl } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const categoriesQueryKey = [...adminQueryKey, 'categories'] as const

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminCategoryTree>(adminUrl(adminPaths.categories), { signal }),
  })
}

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}
