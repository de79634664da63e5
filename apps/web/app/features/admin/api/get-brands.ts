import { type AdminBrandList, adminPaths, adminUrl } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const brandsQueryKey = [...adminQueryKey, 'brands'] as const

export function brandsQueryOptions() {
  return queryOptions({
    queryKey: brandsQueryKey,
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminBrandList>(adminUrl(adminPaths.brands), { signal }),
  })
}

export function useBrands() {
  return useQuery(brandsQueryOptions())
}
