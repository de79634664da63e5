import { type AddStaffRequest, adminPaths, adminUrl, type StaffMember } from '@phiencho/contracts'
import { type QueryClient, useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'
import { rolesQueryKey } from './get-roles'
import { staffQueryKey } from './get-staff'

/** Staff and role counts change together; the lists are asked again. */
function refreshLists(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: staffQueryKey }),
    client.invalidateQueries({ queryKey: rolesQueryKey }),
    client.invalidateQueries({ queryKey: [...adminQueryKey, 'me'] }),
  ])
}

export function useAddStaff() {
  return useMutation({
    mutationFn: (body: AddStaffRequest, { client }) =>
      adminApiOf(client).post<StaffMember>(adminUrl(adminPaths.staff), body),
    onSuccess: (_data, _body, _result, { client }) => refreshLists(client),
  })
}

export function useSetStaffRoles() {
  return useMutation({
    mutationFn: ({ userId, roleIds }: { userId: number; roleIds: number[] }, { client }) =>
      adminApiOf(client).put<StaffMember>(adminUrl(adminPaths.staffRoles, { user_id: userId }), {
        role_ids: roleIds,
      }),
    onSuccess: (_data, _body, _result, { client }) => refreshLists(client),
  })
}

export type StaffAction = 'disable' | 'enable' | 'sign-out'

const actionPaths = {
  disable: adminPaths.staffDisable,
  enable: adminPaths.staffEnable,
  'sign-out': adminPaths.staffSignOut,
} as const

export function useStaffAction() {
  return useMutation({
    mutationFn: ({ userId, action }: { userId: number; action: StaffAction }, { client }) =>
      adminApiOf(client).post<StaffMember>(adminUrl(actionPaths[action], { user_id: userId })),
    onSuccess: (_data, _body, _result, { client }) => refreshLists(client),
  })
}
