import { apiPaths, type CheckoutQuote, type ShippingMethod } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

/** "Mua ngay": one line, and the voucher it carries, checked out instead of the cart. */
export interface BuyNowLineInput {
  product_id: number
  variant_id?: number
  quantity: number
  voucher_code?: string
}

export interface QuoteInput {
  provinceCode: string
  shippingMethod: ShippingMethod
  buyNow?: BuyNowLineInput | null
}

export function getCheckoutQuote(api: ApiClient, input: QuoteInput, signal?: AbortSignal) {
  return api.get<CheckoutQuote>(apiPaths.checkoutQuote, {
    signal,
    query: {
      province_code: input.provinceCode || undefined,
      shipping_method: input.shippingMethod,
      ...input.buyNow,
    },
  })
}

/** The cart priced now, with the fees to the chosen province; read again at every change. */
export function checkoutQuoteQueryOptions(input: QuoteInput) {
  return queryOptions({
    queryKey: [
      'cart',
      'quote',
      input.provinceCode,
      input.shippingMethod,
      input.buyNow ?? null,
    ] as const,
    queryFn: ({ client, signal }) => getCheckoutQuote(apiOf(client), input, signal),
    staleTime: 0,
  })
}

export function useCheckoutQuote(input: QuoteInput) {
  // The previous figures stay on screen while the new destination is priced.
  return useQuery({ ...checkoutQuoteQueryOptions(input), placeholderData: keepPreviousData })
}
