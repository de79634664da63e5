import type { QueryClient } from '@tanstack/react-query'

import { createApiClient } from './api-client'
import type { ApiError } from './api-error'
import { readCookie } from './cookies'
import { readAuthMode } from './page-config'
import { createQueryClient } from './query-client'
import { clearBrowserToken, readBrowserToken } from './session'

type UnauthorizedHandler = (error: ApiError) => void

const unauthorizedHandlers = new Set<UnauthorizedHandler>()
let queryClient: QueryClient | null = null

/** The page's one QueryClient, bound to an API client that uses `window.fetch` and the token cookie. */
export function getBrowserQueryClient(): QueryClient {
  if (queryClient) return queryClient
  const authMode = readAuthMode()
  const api = createApiClient({
    fetch: (input, init) => window.fetch(input, init),
    authMode,
    getToken: readBrowserToken,
    tokenVisible: authMode === 'token',
    clearToken: clearBrowserToken,
    getCookie: (name) => readCookie(document.cookie, name),
    onUnauthorized: (error) => {
      for (const handler of unauthorizedHandlers) handler(error)
    },
    log: {
      error: (obj, msg) => console.error(msg ?? 'API error', obj),
      warn: (obj, msg) => console.warn(msg ?? 'API warning', obj),
    },
  })
  queryClient = createQueryClient(api, { server: false })
  return queryClient
}

export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandlers.add(handler)
  return () => {
    unauthorizedHandlers.delete(handler)
  }
}
