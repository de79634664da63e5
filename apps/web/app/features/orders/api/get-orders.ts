import {
  apiPaths,
  CUSTOMER_ORDER_TABS,
  type CustomerOrderTab,
  DEFAULT_CUSTOMER_ORDER_TAB,
  type OrderPage,
} from '@phiencho/contracts'
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { prefetchQueries } from '../../../lib/dehydrate-queries'
import { readPageNumber } from '../../../lib/page-number'
import { apiOf } from '../../../lib/query-client'

export interface OrderListInput {
  page: number
  tab: CustomerOrderTab
}

/** `?tab=` of the order history: one of its tabs, else "Tất cả". */
export function readOrderListInput(params: URLSearchParams): OrderListInput {
  const tab = params.get('tab')
  return {
    page: readPageNumber(params),
    tab: (CUSTOMER_ORDER_TABS as string[]).includes(tab ?? '')
      ? (tab as CustomerOrderTab)
      : DEFAULT_CUSTOMER_ORDER_TAB,
  }
}

export function getOrders(api: ApiClient, input: OrderListInput, signal?: AbortSignal) {
  return api.get<OrderPage>(apiPaths.orders, {
    signal,
    query: {
      page: input.page,
      per_page: 10,
      tab: input.tab === DEFAULT_CUSTOMER_ORDER_TAB ? undefined : input.tab,
    },
  })
}

/** The logged-in customer's orders of a tab, newest first, with every tab's count. */
export function ordersQueryOptions(userId: number, input: OrderListInput) {
  return queryOptions({
    queryKey: ['orders', userId, 'list', input.tab, input.page] as const,
    queryFn: ({ client, signal }) => getOrders(apiOf(client), input, signal),
  })
}

export function useOrders(userId: number, input: OrderListInput) {
  return useQuery({ ...ordersQueryOptions(userId, input), placeholderData: keepPreviousData })
}

/** Loader helper: a customer's page of orders (`?tab=` and `?page=` from the address). */
export function prefetchOwnOrders(queryClient: QueryClient, userId: number, url: URL) {
  return prefetchQueries(queryClient, [
    ordersQueryOptions(userId, readOrderListInput(url.searchParams)),
  ])
}
