import type { QueryClient } from '@tanstack/react-query'

import { createApiClient } from './api-client'
import { createQueryClient } from './query-client'
import type { ServerRequestContext } from './server-context'

export interface RequestSession {
  queryClient: QueryClient
  /** True when the request's token was refused and the browser should drop the cookie. */
  tokenRejected(): boolean
}

/** One QueryClient per SSR request, calling the API in-process with the request's token. */
export function createRequestSession(server: ServerRequestContext): RequestSession {
  let rejected = false
  const api = createApiClient({
    fetch: server.apiFetch,
    authMode: server.authMode,
    getToken: () => (rejected ? null : server.token),
    tokenVisible: true,
    clearToken: () => {
      rejected = true
    },
    log: server.log,
  })
  return {
    queryClient: createQueryClient(api, { server: true }),
    tokenRejected: () => rejected && server.token !== null,
  }
}
