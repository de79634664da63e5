import { adminPartnerTabs, type AdminPartnerTab, SEARCH_QUERY_MAX } from '@phiencho/contracts'

import { readListParams } from '../list-params'

export const DEFAULT_PARTNER_TAB: AdminPartnerTab = 'pending'

export interface PartnerListView {
  tab: AdminPartnerTab
  q: string
  page: number
}

/** The applications list's view from its address: anything unknown is the default. */
export function readPartnerListView(search: URLSearchParams): PartnerListView {
  const { page, q } = readListParams(search)
  const tab = search.get('tab') ?? ''
  return {
    tab: (adminPartnerTabs as readonly string[]).includes(tab)
      ? (tab as AdminPartnerTab)
      : DEFAULT_PARTNER_TAB,
    q: q.slice(0, SEARCH_QUERY_MAX),
    page,
  }
}

/** `GET /admin/partner-applications`'s query for a view: only what differs from the defaults. */
export function partnerListQuery(view: PartnerListView): Record<string, string> {
  const query: Record<string, string> = {}
  if (view.tab !== DEFAULT_PARTNER_TAB) query.status = view.tab
  if (view.q) query.q = view.q
  if (view.page > 1) query.page = String(view.page)
  return query
}
