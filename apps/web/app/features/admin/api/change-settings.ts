import {
  type AdminSettings,
  adminPaths,
  adminUrl,
  type UpdateSettingsRequest,
  type UploadedImage,
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

/** A logo or favicon picture, stored as WebP by the server; its `url` goes into the setting. */
export function useUploadSettingsImage() {
  return useMutation({
    mutationFn: (file: File, { client }) => {
      const body = new FormData()
      body.append('file', file, file.name)
      return adminApiOf(client).post<UploadedImage>(adminUrl(adminPaths.settingsImages), body)
    },
  })
}
