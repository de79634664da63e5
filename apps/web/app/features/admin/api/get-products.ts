import {
  type AdminProductDetail,
  type AdminProductList,
  adminPaths,
  adminUrl,
} from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const productsQueryKey = [...adminQueryKey, 'products'] as const

/** One page of the product list; `query` as the list page writes it from the address. */
export function productsQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...productsQueryKey, 'list', query],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminProductList>(adminUrl(adminPaths.products), { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useProducts(query: Record<string, string>) {
  return useQuery(productsQueryOptions(query))
}

export const productQueryKey = (id: number) => [...productsQueryKey, 'detail', id] as const

/** Everything the editor shows of one product, with the version its save sends back. */
export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminProductDetail>(adminUrl(adminPaths.product, { id }), { signal }),
    retry: false,
    // The editor keeps what it loaded until the person saves or reloads.
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id))
}
