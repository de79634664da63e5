import { apiPaths, type ArticleList } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getLatestArticles(api: ApiClient, limit: number, signal?: AbortSignal) {
  return api.get<ArticleList>(apiPaths.articles, { query: { limit }, signal })
}

/** The newest published articles (the home page's headlines). */
export function latestArticlesQueryOptions(limit: number) {
  return queryOptions({
    queryKey: ['news', 'latest', limit] as const,
    queryFn: ({ client, signal }) => getLatestArticles(apiOf(client), limit, signal),
  })
}

export function useLatestArticles(limit: number) {
  return useQuery(latestArticlesQueryOptions(limit))
}
