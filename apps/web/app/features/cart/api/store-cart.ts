import type { Cart } from '@phiencho/contracts'
import type { QueryClient } from '@tanstack/react-query'

import { cartCountQueryKey } from './get-cart-count'
import { cartQueryKey } from './get-cart'

/** Every cart change answers with the whole cart: the page and the badge take it as it is. */
export function storeCart(client: QueryClient, cart: Cart) {
  client.setQueryData(cartQueryKey, cart)
  client.setQueryData(cartCountQueryKey, { count: cart.count })
}
