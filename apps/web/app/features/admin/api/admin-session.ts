import { adminPaths, adminUrl, type LoginRequest } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

/** Signs in to the back office: the answer sets the staff cookie; the old answers are dropped. */
export function useStaffSignIn() {
  return useMutation({
    mutationFn: async (body: LoginRequest, { client }) => {
      await adminApiOf(client).post(adminUrl(adminPaths.session), body)
      client.removeQueries({ queryKey: adminQueryKey })
    },
  })
}

/** Ends the staff session; whatever the answer, the back office's data is dropped. */
export function useStaffSignOut() {
  return useMutation({
    mutationFn: async (_variables: undefined, { client }) => {
      try {
        await adminApiOf(client).delete(adminUrl(adminPaths.session))
      } finally {
        client.removeQueries({ queryKey: adminQueryKey })
      }
    },
  })
}
