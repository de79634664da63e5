import { adminPaths, adminUrl, type StockItemList } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { stockQueryKey } from './get-stock-ledger'

export function stockItemsQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...stockQueryKey, 'items', q],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<StockItemList>(adminUrl(adminPaths.stockItems), {
        query: { q },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** Products without variants and variants matching a SKU or name; nothing asked while empty. */
export function useStockItems(q: string) {
  return useQuery({ ...stockItemsQueryOptions(q), enabled: q.trim().length > 0 })
}
