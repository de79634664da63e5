import { VOUCHER_STATUSES, type VoucherStatus } from '@phiencho/contracts'

import { readPageNumber } from '../../../lib/page-number'

export interface VoucherListView {
  status: VoucherStatus | null
  q: string
  page: number
}

/** The list's view from its address: an unknown status is all of them. */
export function readVoucherListView(params: URLSearchParams): VoucherListView {
  const status = params.get('status')
  return {
    status: VOUCHER_STATUSES.includes(status as VoucherStatus) ? (status as VoucherStatus) : null,
    q: (params.get('q') ?? '').trim().slice(0, 32),
    page: readPageNumber(params),
  }
}

/** The API's query for a view: only what differs from the defaults. */
export function voucherListQuery(view: VoucherListView): Record<string, string> {
  const query: Record<string, string> = {}
  if (view.status) query.status = view.status
  if (view.q) query.q = view.q
  if (view.page > 1) query.page = String(view.page)
  return query
}
