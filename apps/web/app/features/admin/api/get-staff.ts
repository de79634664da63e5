import { adminPaths, adminUrl, type StaffList } from '@phiencho/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const staffQueryKey = [...adminQueryKey, 'staff'] as const

export interface StaffListParams {
  page: number
  q: string
}

export function staffListQueryOptions({ page, q }: StaffListParams) {
  return queryOptions({
    queryKey: [...staffQueryKey, { page, q }],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<StaffList>(adminUrl(adminPaths.staff), {
        query: { page: page > 1 ? page : undefined, q: q || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useStaffList(params: StaffListParams) {
  return useQuery(staffListQueryOptions(params))
}
