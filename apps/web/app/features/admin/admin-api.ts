import type { QueryClient } from '@tanstack/react-query'

import { type ApiClient, createApiClient } from '../../lib/api-client'
import { readCookie } from '../../lib/cookies'
import type { ServerRequestContext } from '../../lib/server-context'

// The back office calls its API with the staff cookie, never with the shop's token: the browser's
// client sends no bearer header (the httpOnly cookie rides along, and every change echoes
// XSRF-TOKEN), and the server's passes the staff cookie it was handed as a bearer header (ADR 035).
const adminClients = new WeakMap<QueryClient, ApiClient>()

const noop = () => undefined

function browserAdminApi(): ApiClient {
  return createApiClient({
    fetch: (input, init) => window.fetch(input, init),
    authMode: 'cookie',
    getToken: () => null,
    tokenVisible: false,
    clearToken: noop,
    getCookie: (name) => readCookie(document.cookie, name),
    log: {
      error: (obj, msg) => console.error(msg ?? 'API error', obj),
      warn: (obj, msg) => console.warn(msg ?? 'API warning', obj),
    },
  })
}

/** The request's QueryClient gets an admin API client calling in-process with the staff cookie. */
export function bindServerAdminApi(client: QueryClient, server: ServerRequestContext) {
  if (adminClients.has(client)) return
  adminClients.set(
    client,
    createApiClient({
      fetch: server.apiFetch,
      authMode: 'cookie',
      getToken: () => server.staffToken,
      tokenVisible: true,
      clearToken: noop,
      log: server.log,
    }),
  )
}

/** The admin API client of a QueryClient: bound by the server, made once in the browser. */
export function adminApiOf(client: QueryClient): ApiClient {
  let api = adminClients.get(client)
  if (!api) {
    if (typeof document === 'undefined') throw new Error('No admin API client bound on the server.')
    api = browserAdminApi()
    adminClients.set(client, api)
  }
  return api
}
