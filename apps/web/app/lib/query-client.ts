import { QueryClient } from '@tanstack/react-query'
import { createContext } from 'react-router'

import type { ApiClient } from './api-client'
import { retryDelay, shouldRetry } from './retry-policy'

export const STALE_TIME_MS = 5_000
export const GC_TIME_MS = 5 * 60_000

// Query and mutation functions get the QueryClient they run in; this finds the API client bound to
// it, so the same queryOptions work in the browser and during SSR with the request's token.
const apiClients = new WeakMap<QueryClient, ApiClient>()

export function createQueryClient(api: ApiClient | null, { server }: { server: boolean }) {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        // A server client lives for one request. A finite gcTime would start a timer per query
        // that keeps the client, and through it the request and its rendered page, alive for
        // five minutes after the answer (hundreds of megabytes under load).
        gcTime: server ? Infinity : GC_TIME_MS,
        // On the server a retry would hold the whole page back; the browser retries after hydration.
        retry: server ? false : shouldRetry,
        retryDelay,
      },
      mutations: { retry: shouldRetry, retryDelay },
    },
  })
  if (api) apiClients.set(client, api)
  return client
}

export function apiOf(client: QueryClient): ApiClient {
  const api = apiClients.get(client)
  if (!api) throw new Error('This QueryClient has no API client bound to it.')
  return api
}

/** The QueryClient of the current request (server) or of the page (browser), for loaders. */
export const queryClientContext = createContext<QueryClient>()
