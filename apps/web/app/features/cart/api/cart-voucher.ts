import { apiPaths, type ApplyVoucherRequest, type Cart } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { storeCart } from './store-cart'

export function applyVoucher(api: ApiClient, body: ApplyVoucherRequest) {
  return api.post<Cart>(apiPaths.cartVoucher, body)
}

export function removeVoucher(api: ApiClient) {
  return api.delete<Cart>(apiPaths.cartVoucher)
}

/** Applies a code (`{ code }`) or, with null, takes the applied one off. */
export function useCartVoucher() {
  return useMutation({
    mutationFn: (body: ApplyVoucherRequest | null, { client }) =>
      body ? applyVoucher(apiOf(client), body) : removeVoucher(apiOf(client)),
    onSuccess: (cart, _body, _context, { client }) => {
      storeCart(client, cart)
      // At the checkout the quote holds the discount too: it is priced again.
      void client.invalidateQueries({ queryKey: ['cart', 'quote'] })
    },
  })
}
