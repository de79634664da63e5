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

/** Mails a new set-password link to someone invited who has not used theirs; older links die. */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (userId: number, { client }) =>
      adminApiOf(client).post<{ message: string }>(
        adminUrl(adminPaths.staffInvitationResend, { user_id: userId }),
      ),
    onSuccess: (_data, _userId, _result, { client }) =>
      client.invalidateQueries({ queryKey: staffQueryKey }),
  })
}
