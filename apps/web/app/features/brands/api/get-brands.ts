import { apiPaths, type BrandList } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

// The famous brands fit on one page: the API's largest page size.
const BRANDS_PAGE = 60

export function getFamousBrands(api: ApiClient, signal?: AbortSignal) {
  return api.get<BrandList>(apiPaths.brands, {
    query: { famous: true, per_page: BRANDS_PAGE },
    signal,
  })
}

export function famousBrandsQueryOptions() {
  return queryOptions({
    queryKey: ['brands', 'famous'] as const,
    queryFn: ({ client, signal }) => getFamousBrands(apiOf(client), signal),
  })
}

export function useFamousBrands() {
  return useQuery(famousBrandsQueryOptions())
}
