import {
  ADMIN_CUSTOMER_STATUSES,
  type AdminCustomerStatus,
  SEARCH_QUERY_MAX,
} from '@phiencho/contracts'

import { readListParams } from '../list-params'

export const DEFAULT_CUSTOMER_STATUS: AdminCustomerStatus = 'all'

export interface CustomerListView {
  status: AdminCustomerStatus
  q: string
  page: number
}

/** The customer list's view from its address (`?tab=`): anything unknown is the default. */
export function readCustomerListView(search: URLSearchParams): CustomerListView {
  const { page, q } = readListParams(search)
  const tab = search.get('tab') ?? ''
  return {
    status: (ADMIN_CUSTOMER_STATUSES as readonly string[]).includes(tab)
      ? (tab as AdminCustomerStatus)
      : DEFAULT_CUSTOMER_STATUS,
    q: q.slice(0, SEARCH_QUERY_MAX),
    page,
  }
}

/** `GET /admin/customers`'s query for a view: only what differs from the defaults. */
export function customerListQuery(view: CustomerListView): Record<string, string> {
  const query: Record<string, string> = {}
  if (view.status !== DEFAULT_CUSTOMER_STATUS) query.status = view.status
  if (view.q) query.q = view.q
  if (view.page > 1) query.page = String(view.page)
  return query
}
