import { apiPaths, type ProductPage, type ProductSort } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

/** What `GET /products` takes, as the web sends it (brand slugs joined with commas). */
export interface ProductListParams {
  page?: number
  per_page?: number
  sort?: ProductSort
  category?: string
  brand?: string[]
  store?: string
  price_min?: number
  price_max?: number
  on_sale?: boolean
  in_stock?: boolean
  q?: string
}

export function getProducts(api: ApiClient, params: ProductListParams, signal?: AbortSignal) {
  const { brand, ...rest } = params
  return api.get<ProductPage>(apiPaths.products, {
    query: { ...rest, brand: brand?.length ? brand.join(',') : undefined },
    signal,
  })
}

export function productsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: ['catalog', 'products', params] as const,
    queryFn: ({ client, signal }) => getProducts(apiOf(client), params, signal),
  })
}

/** The previous page stays on screen while the next one loads. */
export function useProducts(params: ProductListParams) {
  return useQuery({ ...productsQueryOptions(params), placeholderData: keepPreviousData })
}
