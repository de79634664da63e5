import { apiPaths, fillPath, type ProductDetailWithRelated } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

/** The product and its related products (best sellers of its category), in one request. */
export function getProduct(api: ApiClient, slug: string, signal?: AbortSignal) {
  return api.get<ProductDetailWithRelated>(fillPath(apiPaths.product, { slug }), {
    query: { include: 'related' },
    signal,
  })
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
