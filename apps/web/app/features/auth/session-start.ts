import type { QueryClient } from '@tanstack/react-query'

import { apiOf } from '../../lib/query-client'
import { storeBrowserToken } from '../../lib/session'
import { currentUserQueryOptions } from './api/get-current-user'

/** After login or registration: keep the token (token mode) and load the user it belongs to. */
export async function startSession(client: QueryClient, token: string) {
  if (apiOf(client).authMode === 'token') storeBrowserToken(token)
  await client.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 })
  // The guest cart has just been merged into the customer's; an ad page says whether the viewer
  // owns the ad (edit rather than report).
  await Promise.all([
    client.invalidateQueries({ queryKey: ['cart'] }),
    client.invalidateQueries({ queryKey: ['classifieds', 'ad'] }),
  ])
}
