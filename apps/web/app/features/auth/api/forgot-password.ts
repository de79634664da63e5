import { apiPaths, type ForgotPasswordRequest } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function forgotPassword(api: ApiClient, body: ForgotPasswordRequest) {
  return api.post<{ message: string }>(apiPaths.forgotPassword, body)
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest, { client }) => forgotPassword(apiOf(client), body),
  })
}
