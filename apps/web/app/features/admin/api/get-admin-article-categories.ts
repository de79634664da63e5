import { type AdminArticleCategoryList, adminPaths, adminUrl } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const adminArticleCategoriesQueryKey = [...adminQueryKey, 'article-categories'] as const

/** Every news category, hidden ones included, in their order, with their article counts. */
export function adminArticleCategoriesQueryOptions() {
  return queryOptions({
    queryKey: adminArticleCategoriesQueryKey,
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminArticleCategoryList>(adminUrl(adminPaths.articleCategories), {
        signal,
      }),
  })
}

export function useAdminArticleCategories() {
  return useQuery(adminArticleCategoriesQueryOptions())
}
