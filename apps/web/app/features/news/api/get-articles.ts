import { apiPaths, type ArticleList } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

/** What `GET /articles` takes, as the news pages send it. */
export interface ArticleListParams {
  page: number
  per_page?: number
  category?: string
  tag?: string
  featured?: boolean
}

export function getArticles(api: ApiClient, params: ArticleListParams, signal?: AbortSignal) {
  return api.get<ArticleList>(apiPaths.articles, { query: { ...params }, signal })
}

export function articlesQueryOptions(params: ArticleListParams) {
  return queryOptions({
    queryKey: ['news', 'articles', params] as const,
    queryFn: ({ client, signal }) => getArticles(apiOf(client), params, signal),
  })
}

/** The previous page stays on screen while the next one loads. */
export function useArticles(params: ArticleListParams) {
  return useQuery({ ...articlesQueryOptions(params), placeholderData: keepPreviousData })
}
