import { apiPaths, type CheckoutQuote, type ShippingMethod } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export interface QuoteInput {
  provinceCode: string
  shippingMethod: ShippingMethod
}

export function getCheckoutQuote(api: ApiClient, input: QuoteInput, signal?: AbortSignal) {
  return api.get<CheckoutQuote>(apiPaths.checkoutQuote, {
    signal,
    query: {
      province_code: input.provinceCode || undefined,
      shipping_method: input.shippingMethod,
    },
  })
}

/** The cart priced now, with the fees to the chosen province; read again at every change. */
export function checkoutQuoteQueryOptions(input: QuoteInput) {
  return queryOptions({
    queryKey: ['cart', 'quote', input.provinceCode, input.shippingMethod] as const,
    queryFn: ({ client, signal }) => getCheckoutQuote(apiOf(client), input, signal),
    staleTime: 0,
  })
}

export function useCheckoutQuote(input: QuoteInput) {
  // The previous figures stay on screen while the new destination is priced.
  return useQuery({ ...checkoutQuoteQueryOptions(input), placeholderData: keepPreviousData })
}
