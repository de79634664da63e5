import { apiPaths, fillPath, type ProductDetail } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getProduct(api: ApiClient, slug: string, signal?: AbortSignal) {
  return api.get<ProductDetail>(fillPath(apiPaths.product, { slug }), { signal })
}

export function productQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['catalog', 'product', slug] as const,
    queryFn: ({ client, signal }) => getProduct(apiOf(client), slug, signal),
  })
}

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug))
}
