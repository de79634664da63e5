import { type AdminVoucher, adminPaths, adminUrl } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { vouchersQueryKey } from './get-vouchers'

export const voucherQueryKey = (id: number) => [...vouchersQueryKey, 'detail', id] as const

export function voucherQueryOptions(id: number) {
  return queryOptions({
    queryKey: voucherQueryKey(id),
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminVoucher>(adminUrl(adminPaths.voucher, { id }), { signal }),
    retry: false,
  })
}

export function useVoucher(id: number) {
  return useQuery(voucherQueryOptions(id))
}
