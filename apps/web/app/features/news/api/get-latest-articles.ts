import { apiPaths, type ArticleList } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getLatestArticles(api: ApiClient, perPage: number, signal?: AbortSignal) {
  return api.get<ArticleList>(apiPaths.articles, { query: { per_page: perPage }, signal })
}

/** The newest published articles (the home page's headlines). */
export function latestArticlesQueryOptions(perPage: number) {
  return queryOptions({
    queryKey: ['news', 'latest', perPage] as const,
    queryFn: ({ client, signal }) => getLatestArticles(apiOf(client), perPage, signal),
  })
}

export function useLatestArticles(perPage: number) {
  return useQuery(latestArticlesQueryOptions(perPage))
}
