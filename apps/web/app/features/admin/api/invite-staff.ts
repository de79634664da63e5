import {
  adminPaths,
  adminUrl,
  type InviteStaffRequest,
  type StaffInvitationAnswer,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { rolesQueryKey } from './get-roles'
import { staffQueryKey } from './get-staff'

/** Invites a person by mail; the staff list and role counts are asked again. */
export function useInviteStaff() {
  return useMutation({
    mutationFn: (body: InviteStaffRequest, { client }) =>
      adminApiOf(client).post<StaffInvitationAnswer>(adminUrl(adminPaths.staffInvitations), body),
    onSuccess: (_data, _body, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: staffQueryKey }),
        client.invalidateQueries({ queryKey: rolesQueryKey }),
      ]),
  })
}
