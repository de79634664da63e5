import { type AdminOrderDetail, adminPaths, adminUrl } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { ordersQueryKey } from './get-orders'

export const orderQueryKey = (code: string) => [...ordersQueryKey, 'detail', code] as const

/** An order with its timeline, notes, payments and what the caller may do to it now. */
export function orderQueryOptions(code: string) {
  return queryOptions({
    queryKey: orderQueryKey(code),
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminOrderDetail>(adminUrl(adminPaths.order, { code }), { signal }),
    retry: false,
  })
}

export function useOrder(code: string) {
  return useQuery(orderQueryOptions(code))
}
