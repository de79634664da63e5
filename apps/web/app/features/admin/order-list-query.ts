import {
  ADMIN_ORDER_COUNT_CAP,
  ADMIN_ORDER_FILTERS,
  type AdminOrderSort,
  ORDER_TABS,
  type OrderTab,
} from '@phiencho/contracts'

import { type ListSort, readListParams } from './list-params'

/** The console's filters, named in the address as the API names them. */
export const ORDER_FILTERS = ADMIN_ORDER_FILTERS
export type OrderFilterName = (typeof ORDER_FILTERS)[number]

/** The columns the list sorts by; their header links put `?sort=placed_at` or `?sort=-total`. */
const SORTS: Record<string, { asc: AdminOrderSort; desc: AdminOrderSort }> = {
  placed_at: { asc: 'oldest', desc: 'newest' },
  total: { asc: 'total_asc', desc: 'total_desc' },
}

export const DEFAULT_ORDER_TAB: OrderTab = 'tat-ca'

export interface OrderListView {
  tab: OrderTab
  page: number
  q: string
  sort: ListSort | null
  filters: Record<OrderFilterName, string>
}

export function readOrderListView(search: URLSearchParams): OrderListView {
  const { page, q, sort, filters } = readListParams(search, ORDER_FILTERS)
  const tab = search.get('tab') ?? ''
  return {
    tab: (ORDER_TABS as readonly string[]).includes(tab) ? (tab as OrderTab) : DEFAULT_ORDER_TAB,
    page,
    q,
    sort: sort && sort.key in SORTS ? sort : null,
    filters: filters as Record<OrderFilterName, string>,
  }
}

/** The filters given, without the empty ones: what both the list and its export are asked with. */
export function orderFilterQuery(view: OrderListView): Record<string, string> {
  const query: Record<string, string> = {}
  for (const name of ORDER_FILTERS) if (view.filters[name]) query[name] = view.filters[name]
  if (view.q) query.q = view.q
  return query
}

/** `GET /admin/orders`'s query for what the address shows (defaults left out). */
export function orderListQuery(view: OrderListView): Record<string, string> {
  const query = orderFilterQuery(view)
  if (view.tab !== DEFAULT_ORDER_TAB) query.tab = view.tab
  if (view.sort) query.sort = SORTS[view.sort.key]![view.sort.direction]
  if (view.page > 1) query.page = String(view.page)
  return query
}

/** "1.234", or "10.000+" once a count passed the cap (the API counts one past it). */
export function formatOrderCount(count: number, cap: number = ADMIN_ORDER_COUNT_CAP): string {
  const format = (n: number) => n.toLocaleString('vi-VN')
  return count > cap ? `${format(cap)}+` : format(count)
}
