import { apiPaths, type ResetPasswordRequest } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function resetPassword(api: ApiClient, body: ResetPasswordRequest) {
  return api.post<{ message: string }>(apiPaths.resetPassword, body)
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest, { client }) => resetPassword(apiOf(client), body),
  })
}
