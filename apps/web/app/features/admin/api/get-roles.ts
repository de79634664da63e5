import { type AdminRoleList, adminPaths, adminUrl } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const rolesQueryKey = [...adminQueryKey, 'roles'] as const

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: rolesQueryKey,
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminRoleList>(adminUrl(adminPaths.roles), { signal }),
  })
}

export function useRoles() {
  return useQuery(rolesQueryOptions())
}
