import { apiPaths, type Cart, fillPath } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { storeCart } from './store-cart'

export function removeCartItem(api: ApiClient, itemId: number) {
  return api.delete<Cart>(fillPath(apiPaths.cartItem, { item_id: itemId }))
}

export function emptyCart(api: ApiClient) {
  return api.delete<Cart>(apiPaths.cart)
}

/** Removes one line, or every line when no item id is given. */
export function useRemoveFromCart() {
  return useMutation({
    mutationFn: (itemId: number | 'all', { client }) =>
      itemId === 'all' ? emptyCart(apiOf(client)) : removeCartItem(apiOf(client), itemId),
    onSuccess: (cart, _itemId, _context, { client }) => storeCart(client, cart),
  })
}
