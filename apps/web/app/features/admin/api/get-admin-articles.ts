import { type AdminArticle, type AdminArticlePage, adminPaths, adminUrl } from '@phiencho/contracts'
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

/** The console's lists and articles: every change reads them all again. */
export const adminArticlesQueryKey = [...adminQueryKey, 'articles'] as const

/** One page of a status tab, with every tab's count under the search and category. */
export function adminArticlesQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...adminArticlesQueryKey, 'list', query],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminArticlePage>(adminUrl(adminPaths.articles), { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useAdminArticles(query: Record<string, string>) {
  return useQuery(adminArticlesQueryOptions(query))
}

/** One article as the editor and the preview show it. */
export function adminArticleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminArticlesQueryKey, 'detail', id],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminArticle>(adminUrl(adminPaths.article, { id }), { signal }),
    retry: false,
  })
}

export function useAdminArticle(id: number) {
  return useQuery(adminArticleQueryOptions(id))
}

/** After a change: the article's own entry takes the answer, the lists are read again. */
export function storeAdminArticle(client: QueryClient, article: AdminArticle) {
  client.setQueryData(adminArticleQueryOptions(article.id).queryKey, article)
  return client.invalidateQueries({ queryKey: [...adminArticlesQueryKey, 'list'] })
}
