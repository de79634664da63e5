import { apiPaths, type WebsiteSettings } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export const websiteSettingsQueryKey = ['settings', 'website'] as const

export function getWebsiteSettings(api: ApiClient, signal?: AbortSignal) {
  return api.get<WebsiteSettings>(apiPaths.websiteSettings, { signal })
}

/** Loaded once and shared; fetched only while the cache holds none. */
export function websiteSettingsQueryOptions() {
  return queryOptions({
    queryKey: websiteSettingsQueryKey,
    queryFn: ({ client, signal }) => getWebsiteSettings(apiOf(client), signal),
    staleTime: Infinity,
  })
}

export function useWebsiteSettings(): WebsiteSettings | null {
  return useQuery(websiteSettingsQueryOptions()).data ?? null
}
