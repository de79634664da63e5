import { apiPaths, fillPath, type ProductCardList } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getRelatedProducts(api: ApiClient, slug: string, signal?: AbortSignal) {
  return api.get<ProductCardList>(fillPath(apiPaths.relatedProducts, { slug }), { signal })
}

/** Best sellers of the same category. */
export function relatedProductsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['catalog', 'product', slug, 'related'] as const,
    queryFn: ({ client, signal }) => getRelatedProducts(apiOf(client), slug, signal),
  })
}

export function useRelatedProducts(slug: string) {
  return useQuery(relatedProductsQueryOptions(slug))
}
