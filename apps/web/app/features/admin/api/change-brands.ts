import {
  type AdminBrand,
  type AdminBrandList,
  adminPaths,
  adminUrl,
  type BrandRequest,
} from '@phiencho/contracts'
import { type QueryClient, useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { brandsQueryKey } from './get-brands'

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: brandsQueryKey })

/** Creates a brand, or changes the one with `id`. */
export function useSaveBrand() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BrandRequest }, { client }) =>
      id === null
        ? adminApiOf(client).post<AdminBrand>(adminUrl(adminPaths.brands), body)
        : adminApiOf(client).put<AdminBrand>(adminUrl(adminPaths.brand, { id }), body),
    onSuccess: (_data, _vars, _result, { client }) => refresh(client),
  })
}

export function useDeleteBrand() {
  return useMutation({
    mutationFn: (id: number, { client }) =>
      adminApiOf(client).delete<unknown>(adminUrl(adminPaths.brand, { id })),
    onSuccess: (_data, _id, _result, { client }) => refresh(client),
  })
}

/** Every brand's id in the new order; the answer is the list as stored. */
export function useOrderBrands() {
  return useMutation({
    mutationFn: (ids: number[], { client }) =>
      adminApiOf(client).post<AdminBrandList>(adminUrl(adminPaths.brandsOrder), { ids }),
    onSuccess: (list, _ids, _result, { client }) => {
      client.setQueryData(brandsQueryKey, list)
    },
    onError: (_error, _ids, _result, { client }) => refresh(client),
  })
}
