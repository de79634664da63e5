import { apiPaths, type LoginRequest, type TokenResponse } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { startSession } from '../session-start'

export function login(api: ApiClient, body: LoginRequest) {
  return api.post<TokenResponse>(apiPaths.login, body)
}

export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginRequest, { client }) => {
      const { token } = await login(apiOf(client), body)
      await startSession(client, token)
    },
  })
}
