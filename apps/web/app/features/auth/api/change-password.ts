import { apiPaths, type ChangePasswordRequest, type TokenResponse } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { storeBrowserToken } from '../../../lib/session'

export function changePassword(api: ApiClient, body: ChangePasswordRequest) {
  return api.put<TokenResponse>(apiPaths.changePassword, body)
}

/** The server ends every other session and answers with a new token for this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordRequest, { client }) => {
      const api = apiOf(client)
      const { token } = await changePassword(api, body)
      if (api.authMode === 'token') storeBrowserToken(token)
    },
  })
}
