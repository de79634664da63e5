import { type AdminOrderList, adminPaths, adminUrl } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const ordersQueryKey = [...adminQueryKey, 'orders'] as const

/** One page of a tab, with every tab's count; `query` as `orderListQuery` writes it. */
export function ordersQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'list', query],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminOrderList>(adminUrl(adminPaths.orders), { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useOrders(query: Record<string, string>) {
  return useQuery(ordersQueryOptions(query))
}

/** The CSV export of the list as filtered (the browser downloads it with the staff cookie). */
export function ordersExportHref(filters: Record<string, string>): string {
  const query = new URLSearchParams(filters).toString()
  return `${adminUrl(adminPaths.ordersExport)}${query ? `?${query}` : ''}`
}
