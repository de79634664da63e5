import { apiPaths } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'
import { currentUserQueryKey } from './get-current-user'

const KEPT = new Set(['settings', 'auth'])

export function logout(api: ApiClient) {
  return api.post<{ message: string }>(apiPaths.logout)
}

/** Token and user are cleared even when the call fails. */
export function useLogout() {
  return useMutation({
    mutationFn: async (_: unknown, { client }) => {
      const api = apiOf(client)
      // The request takes the token before its first await, so the session can end right away:
      // with no user loaded any more, a 401 answer does not count as "session lost" either.
      const call = logout(api)
      api.clearToken()
      client.setQueryData(currentUserQueryKey, null)
      // Whatever else is cached may belong to the user who just left.
      client.removeQueries({ predicate: (query) => !KEPT.has(String(query.queryKey[0])) })
      await call.catch(() => undefined)
    },
  })
}
