import { apiPaths, type CartCount } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getCartCount(api: ApiClient, signal?: AbortSignal) {
  return api.get<CartCount>(apiPaths.cartCount, { signal })
}

export const cartCountQueryKey = ['cart', 'count'] as const

export function cartCountQueryOptions() {
  return queryOptions({
    queryKey: cartCountQueryKey,
    queryFn: ({ client, signal }) => getCartCount(apiOf(client), signal),
  })
}

/** Units in the visitor's cart, for the header badge (0 until known). */
export function useCartCount(): number {
  return useQuery(cartCountQueryOptions()).data?.count ?? 0
}
