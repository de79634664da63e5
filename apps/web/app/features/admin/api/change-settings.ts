import {
  type AdminSettings,
  adminPaths,
  adminUrl,
  type UpdateSettingsRequest,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { settingsQueryKey } from './get-settings'

/** Sends the changed fields only; the answer is the settings as they now are. */
export function useUpdateSettings() {
  return useMutation({
    mutationFn: (body: UpdateSettingsRequest, { client }) =>
      adminApiOf(client).patch<AdminSettings>(adminUrl(adminPaths.settings), body),
    onSuccess: (settings, _body, _result, { client }) => {
      client.setQueryData(settingsQueryKey, settings)
    },
  })
}
