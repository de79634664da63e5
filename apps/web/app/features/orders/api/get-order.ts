import {
  apiPaths,
  type CheckoutResponse,
  fillPath,
  type OrderDetail,
  type PaymentInstructions,
} from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

/**
 * A customer reaches their own orders; a guest names the order's phone number too, or comes with
 * the signed `token` of the link in the order's mails.
 */
export interface OrderAccess {
  code: string
  phone?: string | undefined
  token?: string | undefined
}

export function getOrder(
  api: ApiClient,
  { code, phone, token }: OrderAccess,
  signal?: AbortSignal,
) {
  return api.get<OrderDetail>(fillPath(apiPaths.order, { code }), {
    signal,
    query: { phone, token },
  })
}

export function getOrderPayment(
  api: ApiClient,
  { code, phone, token }: OrderAccess,
  signal?: AbortSignal,
) {
  return api.get<PaymentInstructions>(fillPath(apiPaths.orderPayment, { code }), {
    signal,
    query: { phone, token },
  })
}

/** The order with what is left to pay, as the success page shows it. */
export function placedOrderQueryOptions(access: OrderAccess) {
  return queryOptions({
    queryKey: [
      'orders',
      'placed',
      access.code,
      access.phone ?? null,
      access.token ?? null,
    ] as const,
    queryFn: async ({ client, signal }): Promise<CheckoutResponse> => {
      const api = apiOf(client)
      const [order, payment] = await Promise.all([
        getOrder(api, access, signal),
        getOrderPayment(api, access, signal),
      ])
      return { order, payment }
    },
    retry: false,
  })
}

export function usePlacedOrder(access: OrderAccess, enabled: boolean) {
  return useQuery({ ...placedOrderQueryOptions(access), enabled })
}

/** One order with its status timeline (the order pages). */
export function orderQueryOptions(access: OrderAccess) {
  return queryOptions({
    queryKey: ['orders', 'detail', access.code, access.phone ?? null] as const,
    queryFn: ({ client, signal }) => getOrder(apiOf(client), access, signal),
    retry: false,
  })
}

export function useOrder(access: OrderAccess, enabled = true) {
  return useQuery({ ...orderQueryOptions(access), enabled })
}

/** What is left to pay on an order, and how. */
export function orderPaymentQueryOptions(access: OrderAccess) {
  return queryOptions({
    queryKey: ['orders', 'payment', access.code, access.phone ?? null] as const,
    queryFn: ({ client, signal }) => getOrderPayment(apiOf(client), access, signal),
    retry: false,
  })
}

export function useOrderPayment(access: OrderAccess, enabled = true) {
  return useQuery({ ...orderPaymentQueryOptions(access), enabled })
}
