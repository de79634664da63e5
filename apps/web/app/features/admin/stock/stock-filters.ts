import { STOCK_REASONS, type StockReason, stockMessages } from '@phiencho/contracts'
import { isIsoDay } from '@phiencho/vn'

import { readListParams } from '../list-params'

export interface StockLedgerFilters {
  page: number
  /** A SKU, or words of the product's or variant's name. */
  q: string
  product_id: string
  variant_id: string
  reason: StockReason | ''
  staff_id: string
  from: string
  to: string
}

export const STOCK_FILTER_NAMES = [
  'product_id',
  'variant_id',
  'reason',
  'staff_id',
  'from',
  'to',
] as const

const positiveId = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? value : ''

/**
 * The ledger's filters as the address holds them; what is not a valid id, reason or day is
 * dropped, and days out of order are reported rather than asked (the API would refuse them).
 */
export function readStockLedgerFilters(search: URLSearchParams): {
  filters: StockLedgerFilters
  error: string | null
} {
  const { page, q, filters } = readListParams(search, STOCK_FILTER_NAMES)
  const day = (value: string | undefined) => (value && isIsoDay(value) ? value : '')
  const reason = (STOCK_REASONS as readonly string[]).includes(filters.reason ?? '')
    ? (filters.reason as StockReason)
    : ''
  const read: StockLedgerFilters = {
    page,
    q: q.slice(0, 100),
    product_id: positiveId(filters.product_id),
    variant_id: positiveId(filters.variant_id),
    reason,
    staff_id: positiveId(filters.staff_id),
    from: day(filters.from),
    to: day(filters.to),
  }
  const error = read.from && read.to && read.from > read.to ? stockMessages.dateRange : null
  return { filters: read, error }
}
