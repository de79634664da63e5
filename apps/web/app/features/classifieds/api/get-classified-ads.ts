import { apiPaths, type ClassifiedAdList, type ClassifiedSort } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

/** What `GET /classified-ads` takes, as the list pages send it. */
export interface ClassifiedAdsParams {
  page: number
  per_page: number
  sort: ClassifiedSort
  topic?: string
  province?: string
  price_min?: number
  price_max?: number
  has_image?: boolean
  q?: string
}

export function getClassifiedAds(
  api: ApiClient,
  params: ClassifiedAdsParams,
  signal?: AbortSignal,
) {
  return api.get<ClassifiedAdList>(apiPaths.classifiedAds, { query: { ...params }, signal })
}

export function classifiedAdsQueryOptions(params: ClassifiedAdsParams) {
  return queryOptions({
    queryKey: ['classifieds', 'ads', params] as const,
    queryFn: ({ client, signal }) => getClassifiedAds(apiOf(client), params, signal),
  })
}

/** The previous page stays on screen while the next one loads. */
export function useClassifiedAds(params: ClassifiedAdsParams) {
  return useQuery({ ...classifiedAdsQueryOptions(params), placeholderData: keepPreviousData })
}
