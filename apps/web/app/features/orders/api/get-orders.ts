import { apiPaths, type OrderPage, type OrderStatus } from '@phiencho/contracts'
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { prefetchQueries } from '../../../lib/dehydrate-queries'
import { readPageNumber } from '../../../lib/page-number'
import { apiOf } from '../../../lib/query-client'

export interface OrderListInput {
  page: number
  status?: OrderStatus | undefined
}

export function getOrders(api: ApiClient, input: OrderListInput, signal?: AbortSignal) {
  return api.get<OrderPage>(apiPaths.orders, {
    signal,
    query: { page: input.page, per_page: 10, status: input.status },
  })
}

/** The logged-in customer's orders, newest first; keyed by user like every personal query. */
export function ordersQueryOptions(userId: number, input: OrderListInput) {
  return queryOptions({
    queryKey: ['orders', userId, 'list', input.page, input.status ?? null] as const,
    queryFn: ({ client, signal }) => getOrders(apiOf(client), input, signal),
  })
}

export function useOrders(userId: number, input: OrderListInput) {
  return useQuery({ ...ordersQueryOptions(userId, input), placeholderData: keepPreviousData })
}

/** Loader helper: a customer's page of orders (the page number from `?page=`). */
export function prefetchOwnOrders(queryClient: QueryClient, userId: number, url: URL) {
  const page = readPageNumber(url.searchParams)
  return prefetchQueries(queryClient, [ordersQueryOptions(userId, { page })])
}
