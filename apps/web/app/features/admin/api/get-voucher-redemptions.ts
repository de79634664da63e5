import { adminPaths, adminUrl, type VoucherRedemptionList } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { voucherQueryKey } from './get-voucher'

/** A page of the orders that used the voucher, newest first. */
export function voucherRedemptionsQueryOptions(id: number, page: number) {
  return queryOptions({
    queryKey: [...voucherQueryKey(id), 'redemptions', page],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<VoucherRedemptionList>(
        adminUrl(adminPaths.voucherRedemptions, { id }),
        { query: { page: String(page) }, signal },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useVoucherRedemptions(id: number, page: number) {
  return useQuery(voucherRedemptionsQueryOptions(id, page))
}
