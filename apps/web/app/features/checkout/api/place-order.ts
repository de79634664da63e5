import {
  apiPaths,
  type CheckoutRequest,
  type CheckoutResponse,
  IDEMPOTENCY_HEADER,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { cartCountQueryKey } from '../../cart/api/get-cart-count'
import { apiOf } from '../../../lib/query-client'

export function placeOrder(api: ApiClient, body: CheckoutRequest, idempotencyKey: string) {
  return api.post<CheckoutResponse>(apiPaths.checkout, body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  })
}

/**
 * Places the order. One key per checkout attempt: a double click or a retry after a lost answer
 * gets the same order back instead of a second one.
 */
export function usePlaceOrder(idempotencyKey: string) {
  return useMutation({
    mutationFn: (body: CheckoutRequest, { client }) =>
      placeOrder(apiOf(client), body, idempotencyKey),
    // The cart was emptied into the order. Its queries are only marked stale: refetching the
    // checkout's quote now would show "Giỏ hàng đang trống" before the success page opens. The
    // header badge is refreshed.
    onSuccess: (_placed, _body, _context, { client }) => {
      void client.invalidateQueries({ queryKey: ['cart'], refetchType: 'none' })
      void client.invalidateQueries({ queryKey: cartCountQueryKey })
    },
  })
}
