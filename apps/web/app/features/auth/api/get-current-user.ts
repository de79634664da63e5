import { apiPaths, type User } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { resolveIdentity } from '../../../lib/session'

export const currentUserQueryKey = ['auth', 'current-user'] as const

export function getCurrentUser(api: ApiClient, signal?: AbortSignal) {
  return api.get<User>(apiPaths.me, { signal })
}

/**
 * The logged-in user, or null (a fetch that keeps failing ends the session). resolveIdentity
 * does its own retries, so the query does not retry on top of them.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    retry: false,
    queryFn: ({ client, signal }): Promise<User | null> => {
      const api = apiOf(client)
      const inBrowser = typeof document !== 'undefined'
      return resolveIdentity(api, () => getCurrentUser(api, signal), { signal, retry: inBrowser })
    },
  })
}

export function useCurrentUser(): User | null {
  return useQuery(currentUserQueryOptions()).data ?? null
}
