import { ARTICLE_SEARCH_MAX, adminArticleTabs, type AdminArticleTab } from '@phiencho/contracts'

import { readListParams } from '../list-params'

export const DEFAULT_ARTICLE_TAB: AdminArticleTab = 'all'

export interface ArticleListView {
  tab: AdminArticleTab
  q: string
  /** A category's id, or '' for every category. */
  category: string
  page: number
}

/** The articles list's view from its address: anything unknown is the default. */
export function readArticleListView(search: URLSearchParams): ArticleListView {
  const { page, q } = readListParams(search)
  const tab = search.get('tab') ?? ''
  const category = search.get('category') ?? ''
  return {
    tab: (adminArticleTabs as readonly string[]).includes(tab)
      ? (tab as AdminArticleTab)
      : DEFAULT_ARTICLE_TAB,
    q: q.slice(0, ARTICLE_SEARCH_MAX),
    category: /^[1-9]\d{0,9}$/.test(category) ? category : '',
    page,
  }
}

/** `GET /admin/articles`'s query for a view: only what differs from the defaults. */
export function articleListQuery(view: ArticleListView): Record<string, string> {
  const query: Record<string, string> = {}
  if (view.tab !== DEFAULT_ARTICLE_TAB) query.status = view.tab
  if (view.q) query.q = view.q
  if (view.category) query.category = view.category
  if (view.page > 1) query.page = String(view.page)
  return query
}
