import { type AdminVoucherList, adminPaths, adminUrl } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const vouchersQueryKey = [...adminQueryKey, 'vouchers'] as const

/** One page of vouchers of a status (or all), with every status's count under the search. */
export function vouchersQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...vouchersQueryKey, 'list', query],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminVoucherList>(adminUrl(adminPaths.vouchers), { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useVouchers(query: Record<string, string>) {
  return useQuery(vouchersQueryOptions(query))
}
