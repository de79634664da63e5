import { apiPaths, type StoreList } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export const STORES_PER_PAGE = 12

export interface StoreListParams {
  page: number
  /** Only the seller partners (the /doi-tac-ban-hang page). */
  partner?: boolean
  perPage?: number
}

export function getStores(api: ApiClient, params: StoreListParams, signal?: AbortSignal) {
  return api.get<StoreList>(apiPaths.stores, {
    query: {
      page: params.page,
      per_page: params.perPage ?? STORES_PER_PAGE,
      partner: params.partner,
    },
    signal,
  })
}

export function storesQueryOptions(params: StoreListParams) {
  return queryOptions({
    queryKey: ['stores', 'list', params] as const,
    queryFn: ({ client, signal }) => getStores(apiOf(client), params, signal),
  })
}

/** The previous page stays on screen while the next one loads. */
export function useStores(params: StoreListParams) {
  return useQuery({ ...storesQueryOptions(params), placeholderData: keepPreviousData })
}
