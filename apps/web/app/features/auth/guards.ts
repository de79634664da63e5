import type { QueryClient } from '@tanstack/react-query'
import { redirect } from 'react-router'

import { loginPathFor, safeRedirect } from '../../lib/safe-redirect'
import { currentUserQueryOptions } from './api/get-current-user'

/** Account area: an anonymous visitor goes to /login and comes back after it. */
export async function requireUser(queryClient: QueryClient, url: URL) {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions())
  if (!user) throw redirect(loginPathFor(`${url.pathname}${url.search}`))
  return user
}

/** Login and registration have nothing to offer a logged-in visitor: send them on. */
export async function redirectIfLoggedIn(queryClient: QueryClient, url: URL) {
  // Identity unknown for now (a 503 while rendering on the server): the form is still the answer.
  const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null)
  if (user) throw redirect(safeRedirect(url.searchParams.get('redirect')))
  return null
}
