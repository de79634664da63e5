import { adminPaths, adminUrl, type LowStockList } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { stockQueryKey } from './get-stock-ledger'

export function lowStockQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...stockQueryKey, 'low', page],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<LowStockList>(adminUrl(adminPaths.lowStock), {
        query: { page: page > 1 ? page : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useLowStock(page: number) {
  return useQuery(lowStockQueryOptions(page))
}
