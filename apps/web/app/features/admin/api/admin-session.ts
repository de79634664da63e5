import {
  adminPaths,
  adminUrl,
  type LoginRequest,
  type SignInChallenge,
  type TwoFactorSignInRequest,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

/** The password step's answer: signed in (the cookie is set), or a second step is needed. */
export type StaffSignInResult = { message: string } | SignInChallenge

/**
 * Signs in to the back office: the answer sets the staff cookie, or asks for a code (two-step
 * sign-in on); the old answers are dropped.
 */
export function useStaffSignIn() {
  return useMutation({
    mutationFn: async (body: LoginRequest, { client }) => {
      const result = await adminApiOf(client).post<StaffSignInResult>(
        adminUrl(adminPaths.session),
        body,
      )
      if (!('challenge' in result)) client.removeQueries({ queryKey: adminQueryKey })
      return result
    },
  })
}

/** The second step: the challenge and a code; the answer sets the staff cookie. */
export function useTwoFactorSignIn() {
  return useMutation({
    mutationFn: async (body: TwoFactorSignInRequest, { client }) => {
      await adminApiOf(client).post(adminUrl(adminPaths.sessionTwoFactor), body)
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
