import { apiPaths, type UpdateProfileRequest, type User } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { currentUserQueryKey } from './get-current-user'

export function updateProfile(api: ApiClient, body: UpdateProfileRequest) {
  return api.patch<User>(apiPaths.updateProfile, body)
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: UpdateProfileRequest, { client }) => updateProfile(apiOf(client), body),
    onSuccess: (user, _body, _result, { client }) => client.setQueryData(currentUserQueryKey, user),
  })
}
