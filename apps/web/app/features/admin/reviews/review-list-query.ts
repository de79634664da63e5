import { adminReviewTabs, type AdminReviewTab, SEARCH_QUERY_MAX } from '@phiencho/contracts'

import { readListParams } from '../list-params'

export const DEFAULT_REVIEW_TAB: AdminReviewTab = 'pending'

export interface ReviewListView {
  tab: AdminReviewTab
  q: string
  /** 1–5, or null for every rating. */
  rating: number | null
  page: number
}

/** The moderation list's view from its address: anything unknown is the default. */
export function readReviewListView(search: URLSearchParams): ReviewListView {
  const { page, q } = readListParams(search)
  const tab = search.get('tab') ?? ''
  const rating = search.get('rating') ?? ''
  return {
    tab: (adminReviewTabs as readonly string[]).includes(tab)
      ? (tab as AdminReviewTab)
      : DEFAULT_REVIEW_TAB,
    q: q.slice(0, SEARCH_QUERY_MAX),
    rating: /^[1-5]$/.test(rating) ? Number(rating) : null,
    page,
  }
}

/** `GET /admin/reviews`'s query for a view: only what differs from the defaults. */
export function reviewListQuery(view: ReviewListView): Record<string, string> {
  const query: Record<string, string> = {}
  if (view.tab !== DEFAULT_REVIEW_TAB) query.tab = view.tab
  if (view.q) query.q = view.q
  if (view.rating !== null) query.rating = String(view.rating)
  if (view.page > 1) query.page = String(view.page)
  return query
}
