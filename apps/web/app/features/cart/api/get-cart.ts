import { apiPaths, type Cart } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getCart(api: ApiClient, signal?: AbortSignal) {
  return api.get<Cart>(apiPaths.cart, { signal })
}

export const cartQueryKey = ['cart', 'detail'] as const

/** Prices and stock change under the shopper's feet: the cart is read again whenever it is shown. */
export function cartQueryOptions() {
  return queryOptions({
    queryKey: cartQueryKey,
    queryFn: ({ client, signal }) => getCart(apiOf(client), signal),
    staleTime: 0,
  })
}

export function useCart() {
  return useQuery(cartQueryOptions())
}
