import { apiPaths, type WishlistPage } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export const WISHLIST_PER_PAGE = 24

export function getWishlist(api: ApiClient, page: number, signal?: AbortSignal) {
  return api.get<WishlistPage>(apiPaths.wishlist, {
    query: { page, per_page: WISHLIST_PER_PAGE },
    signal,
  })
}

/** The customer's list, most recently added first. */
export function wishlistQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: ['wishlist', userId, 'list', page] as const,
    queryFn: ({ client, signal }) => getWishlist(apiOf(client), page, signal),
  })
}

export function useWishlist(userId: number, page: number) {
  return useQuery({ ...wishlistQueryOptions(userId, page), placeholderData: keepPreviousData })
}
