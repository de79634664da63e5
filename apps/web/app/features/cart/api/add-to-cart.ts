import { type AddCartItemRequest, apiPaths, type Cart } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { isApiError } from '../../../lib/api-error'
import { apiOf } from '../../../lib/query-client'
import { storeCart } from './store-cart'

export function addToCart(api: ApiClient, body: AddCartItemRequest) {
  return api.post<Cart>(apiPaths.cartItems, body)
}

/** Adds a product (adding it again adds to its quantity); the server checks stock and limits. */
export function useAddToCart() {
  return useMutation({
    mutationFn: (body: AddCartItemRequest, { client }) => addToCart(apiOf(client), body),
    onSuccess: (cart, _body, _context, { client }) => storeCart(client, cart),
  })
}

/** The server refused because the product has sizes or colours and none was chosen. */
export function needsVariantChoice(error: unknown): boolean {
  return isApiError(error) && error.errors.variant_id !== undefined
}
