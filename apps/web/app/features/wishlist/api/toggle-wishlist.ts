import { apiPaths, fillPath, type WishlistAddResponse, type WishlistIds } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { wishlistIdsQueryOptions } from './get-wishlist-ids'

export function addToWishlist(api: ApiClient, productId: number) {
  return api.post<WishlistAddResponse>(apiPaths.wishlist, { product_id: productId })
}

export function removeFromWishlist(api: ApiClient, productId: number) {
  return api.delete<undefined>(fillPath(apiPaths.wishlistItem, { product_id: productId }))
}

interface ToggleVariables {
  productId: number
  /** True: put it on the list; false: take it off. */
  add: boolean
}

/**
 * Adds or removes one product. The heart changes at once (optimistic) and goes back if the server
 * refuses; afterwards the ids and the list pages are fetched again.
 */
export function useToggleWishlist(userId: number) {
  const idsKey = wishlistIdsQueryOptions(userId).queryKey
  return useMutation({
    mutationFn: async ({ productId, add }: ToggleVariables, { client }): Promise<void> => {
      const api = apiOf(client)
      if (add) await addToWishlist(api, productId)
      else await removeFromWishlist(api, productId)
    },
    onMutate: async ({ productId, add }, { client }) => {
      await client.cancelQueries({ queryKey: idsKey })
      const previous = client.getQueryData(idsKey)
      client.setQueryData<WishlistIds>(idsKey, (current) => {
        const ids = new Set(current?.product_ids ?? [])
        if (add) ids.add(productId)
        else ids.delete(productId)
        return { product_ids: [...ids] }
      })
      return { previous }
    },
    onError: (_error, _variables, context, { client }) => {
      if (context?.previous) client.setQueryData(idsKey, context.previous)
    },
    onSettled: (_data, _error, _variables, _context, { client }) =>
      client.invalidateQueries({ queryKey: ['wishlist', userId] }),
  })
}
