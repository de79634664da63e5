import {
  type AdminRole,
  adminPaths,
  adminUrl,
  type CreateRoleRequest,
  type UpdateRoleRequest,
} from '@phiencho/contracts'
import { type QueryClient, useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminMeQueryKey } from './get-admin-me'
import { rolesQueryKey } from './get-roles'
import { staffQueryKey } from './get-staff'

function refresh(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: rolesQueryKey }),
    client.invalidateQueries({ queryKey: staffQueryKey }),
    client.invalidateQueries({ queryKey: adminMeQueryKey }),
  ])
}

/** Creates a role, or changes the one with `id`. */
export function useSaveRole() {
  return useMutation({
    mutationFn: (
      { id, body }: { id: number | null; body: CreateRoleRequest | UpdateRoleRequest },
      { client },
    ) =>
      id === null
        ? adminApiOf(client).post<AdminRole>(adminUrl(adminPaths.roles), body)
        : adminApiOf(client).patch<AdminRole>(adminUrl(adminPaths.role, { id }), body),
    onSuccess: (_data, _vars, _result, { client }) => refresh(client),
  })
}

export function useDeleteRole() {
  return useMutation({
    mutationFn: (id: number, { client }) =>
      adminApiOf(client).delete<unknown>(adminUrl(adminPaths.role, { id })),
    onSuccess: (_data, _id, _result, { client }) => refresh(client),
  })
}
