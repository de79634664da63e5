import { adminPaths, adminUrl, type VoucherCategoryOptions } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { vouchersQueryKey } from './get-vouchers'

/** Every product category, parents first, for limiting a voucher to some of them. */
export function voucherCategoryOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...vouchersQueryKey, 'category-options'],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<VoucherCategoryOptions>(adminUrl(adminPaths.voucherCategoryOptions), {
        signal,
      }),
    staleTime: 60_000,
  })
}

export function useVoucherCategoryOptions() {
  return useQuery(voucherCategoryOptionsQueryOptions())
}
