import { adminPaths, adminUrl, type StockLedger } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import type { StockLedgerFilters } from '../stock/stock-filters'
import { adminQueryKey } from './get-admin-me'

/** Every stock read of the back office: an adjustment asks them all again. */
export const stockQueryKey = [...adminQueryKey, 'stock'] as const

export function stockLedgerQueryOptions(filters: StockLedgerFilters) {
  return queryOptions({
    queryKey: [...stockQueryKey, 'ledger', filters],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<StockLedger>(adminUrl(adminPaths.stockLedger), {
        query: {
          page: filters.page > 1 ? filters.page : undefined,
          product_id: filters.product_id || undefined,
          variant_id: filters.variant_id || undefined,
          q: filters.q || undefined,
          reason: filters.reason || undefined,
          staff_id: filters.staff_id || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useStockLedger(filters: StockLedgerFilters) {
  return useQuery(stockLedgerQueryOptions(filters))
}
