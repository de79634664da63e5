import { type AddCartItemRequest, apiPaths, type Cart } from '@phiencho/contracts'
import { type QueryClient, useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { isApiError } from '../../../lib/api-error'
import { apiOf } from '../../../lib/query-client'
import { storeCart } from './store-cart'

export function addToCart(api: ApiClient, body: AddCartItemRequest) {
  return api.post<Cart>(apiPaths.cartItems, body)
}

/**
 * Adds a product (adding it again adds to its quantity); the server checks stock and limits. The
 * cart it answers becomes the page's cart and badge.
 */
export async function addToStoredCart(client: QueryClient, body: AddCartItemRequest) {
  const cart = await addToCart(apiOf(client), body)
  storeCart(client, cart)
  return cart
}

export function useAddToCart() {
  return useMutation({
    mutationFn: (body: AddCartItemRequest, { client }) => addToStoredCart(client, body),
  })
}

/** The server refused because the product has sizes or colours and none was chosen. */
export function needsVariantChoice(error: unknown): boolean {
  return isApiError(error) && error.errors.variant_id !== undefined
}
