import { apiPaths, type Cart, fillPath } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { storeCart } from './store-cart'

export function updateCartItem(api: ApiClient, itemId: number, quantity: number) {
  return api.patch<Cart>(fillPath(apiPaths.cartItem, { item_id: itemId }), { quantity })
}

export function useUpdateCartItem() {
  return useMutation({
    mutationFn: ({ itemId, quantity }: { itemId: number; quantity: number }, { client }) =>
      updateCartItem(apiOf(client), itemId, quantity),
    onSuccess: (cart, _variables, _context, { client }) => storeCart(client, cart),
  })
}
