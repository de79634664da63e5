import { apiPaths, type ArticleCategoryList } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getArticleCategories(api: ApiClient, signal?: AbortSignal) {
  return api.get<ArticleCategoryList>(apiPaths.articleCategories, { signal })
}

/** Every news category, in the shop's order, with its count of published articles. */
export function articleCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['news', 'categories'] as const,
    queryFn: ({ client, signal }) => getArticleCategories(apiOf(client), signal),
  })
}

export function useArticleCategories() {
  return useQuery(articleCategoriesQueryOptions())
}
