import { type AdminStoreList, adminPaths, adminUrl, type StoreStatus } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const storesQueryKey = [...adminQueryKey, 'stores'] as const

export interface StoreListParams {
  page: number
  q: string
  status: StoreStatus | ''
}

export function storesQueryOptions({ page, q, status }: StoreListParams) {
  return queryOptions({
    queryKey: [...storesQueryKey, { page, q, status }],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminStoreList>(adminUrl(adminPaths.stores), {
        query: {
          page: page > 1 ? page : undefined,
          q: q || undefined,
          status: status || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useStores(params: StoreListParams) {
  return useQuery(storesQueryOptions(params))
}
