import { type AcceptInvitationRequest, adminPaths, adminUrl } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

/** Sets the invited person's password: the answer sets the staff cookie. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (body: AcceptInvitationRequest, { client }) => {
      await adminApiOf(client).post(adminUrl(adminPaths.invitationAccept), body)
      client.removeQueries({ queryKey: adminQueryKey })
    },
  })
}
