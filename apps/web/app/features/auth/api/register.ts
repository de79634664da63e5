import { apiPaths, type RegisterRequest, type TokenResponse } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { startSession } from '../session-start'

export function register(api: ApiClient, body: RegisterRequest) {
  return api.post<TokenResponse>(apiPaths.register, body)
}

/** A new account is logged in at once. */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterRequest, { client }) => {
      const { token } = await register(apiOf(client), body)
      await startSession(client, token)
    },
  })
}
