import { apiPaths, type VnpayReturnResult } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

/** The `vnp_*` parameters VNPay sent the shopper back with, passed on as they came. */
export function vnpayParams(search: URLSearchParams): Record<string, string> | null {
  const params: Record<string, string> = {}
  for (const [key, value] of search) if (key.startsWith('vnp_')) params[key] = value
  return Object.keys(params).length ? params : null
}

export function checkVnpayReturn(
  api: ApiClient,
  params: Record<string, string>,
  signal?: AbortSignal,
) {
  return api.get<VnpayReturnResult>(apiPaths.vnpayReturn, { signal, query: params })
}

export function vnpayReturnQueryOptions(params: Record<string, string>) {
  return queryOptions({
    queryKey: ['payments', 'vnpay-return', params] as const,
    queryFn: ({ client, signal }) => checkVnpayReturn(apiOf(client), params, signal),
    retry: false,
  })
}

export function useVnpayReturn(params: Record<string, string> | null) {
  return useQuery({ ...vnpayReturnQueryOptions(params ?? {}), enabled: params !== null })
}
