import { type AdminSettings, adminPaths, adminUrl } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const settingsQueryKey = [...adminQueryKey, 'settings'] as const

/** The settings groups the caller may edit; the others are null. */
export function settingsQueryOptions() {
  return queryOptions({
    queryKey: settingsQueryKey,
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminSettings>(adminUrl(adminPaths.settings), { signal }),
  })
}

export function useAdminSettings() {
  return useQuery(settingsQueryOptions())
}
