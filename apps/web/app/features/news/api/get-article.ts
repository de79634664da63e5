import { apiPaths, type ArticleDetail, fillPath } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getArticle(api: ApiClient, slug: string, signal?: AbortSignal) {
  return api.get<ArticleDetail>(fillPath(apiPaths.article, { slug }), { signal })
}

/** One published article with its body, tags and related articles. */
export function articleQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['news', 'article', slug] as const,
    queryFn: ({ client, signal }) => getArticle(apiOf(client), slug, signal),
  })
}

export function useArticle(slug: string) {
  return useQuery(articleQueryOptions(slug))
}
