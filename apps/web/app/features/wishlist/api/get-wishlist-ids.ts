import { apiPaths, type WishlistIds } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getWishlistIds(api: ApiClient, signal?: AbortSignal) {
  return api.get<WishlistIds>(apiPaths.wishlistIds, { signal })
}

/** Keyed by user: one visitor's hearts never show for the next one on the same page. */
export function wishlistIdsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['wishlist', userId, 'ids'] as const,
    queryFn: ({ client, signal }) => getWishlistIds(apiOf(client), signal),
  })
}

/** The products on the logged-in customer's list; nothing is asked for an anonymous visitor. */
export function useWishlistIds(userId: number | null) {
  return useQuery({
    ...wishlistIdsQueryOptions(userId ?? 0),
    enabled: userId !== null,
    select: (data) => new Set(data.product_ids),
  })
}
