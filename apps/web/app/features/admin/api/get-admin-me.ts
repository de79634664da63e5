import { type AdminMe, adminPaths, adminUrl } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'

export const adminQueryKey = ['admin'] as const
export const adminMeQueryKey = [...adminQueryKey, 'me'] as const

/** Who is signed in to the back office: 401 without a staff session (no retry: it decides). */
export function adminMeQueryOptions() {
  return queryOptions({
    queryKey: adminMeQueryKey,
    retry: false,
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminMe>(adminUrl(adminPaths.me), { signal }),
  })
}

/** The signed-in staff member; the layout's loader has loaded them before any page renders. */
export function useAdminMe(): AdminMe | null {
  return useQuery({ ...adminMeQueryOptions(), enabled: false }).data ?? null
}
