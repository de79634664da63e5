import {
  ADMIN_SECURITY_PAGE,
  type AdminMe,
  adminPaths,
  adminUrl,
  type Permission,
} from '@phiencho/contracts'
import type { QueryClient } from '@tanstack/react-query'
import { data, redirect, type RouterContextProvider } from 'react-router'

import { isApiError } from '../../lib/api-error'
import { apiOf, queryClientContext } from '../../lib/query-client'
import { serverContext } from '../../lib/server-context'
import { currentUserQueryOptions } from '../auth/api/get-current-user'
import { bindServerAdminApi } from './admin-api'
import { adminMeQueryOptions } from './api/get-admin-me'
import { twoFactorStatusQueryOptions } from './api/get-two-factor-status'
import { adminSignInPathFor, safeAdminRedirect } from './nav'

/** Why a back-office page refused: not staff at all, or staff without the page's permission. */
export interface AdminRefusal {
  refusal: 'area' | 'page'
}

/** The QueryClient of a back-office loader, its admin API bound on the server. */
export function adminQueryClient(context: Readonly<RouterContextProvider>): QueryClient {
  const client = context.get(queryClientContext)
  if (typeof document === 'undefined') bindServerAdminApi(client, context.get(serverContext))
  return client
}

/**
 * The staff member signed in to the back office. Without a staff session: a signed-in shopper
 * gets the 403 page (the back office is not theirs), anyone else the sign-in, with a way back.
 * With one but without `permission`: the 403 page inside the back office.
 */
export async function requireStaff(
  client: QueryClient,
  url: URL,
  permission?: Permission,
): Promise<AdminMe> {
  let me: AdminMe
  try {
    me = await client.ensureQueryData(adminMeQueryOptions())
  } catch (error) {
    if (!isApiError(error) || (error.status !== 401 && error.status !== 403)) throw error
    if (await isSignedInShopper(client)) {
      throw data<AdminRefusal>({ refusal: 'area' }, { status: 403 })
    }
    throw redirect(adminSignInPathFor(`${url.pathname}${url.search}`))
  }
  if (permission && !me.permissions.includes(permission)) {
    throw data<AdminRefusal>({ refusal: 'page' }, { status: 403 })
  }
  return me
}

/**
 * Signed in to the shop as someone holding no role. A staff member signed in to the shop only
 * is sent to the back office's sign-in: their shop session is not the staff cookie.
 */
async function isSignedInShopper(client: QueryClient): Promise<boolean> {
  const user = await client.ensureQueryData(currentUserQueryOptions()).catch(() => null)
  if (!user) return false
  try {
    await apiOf(client).get(adminUrl(adminPaths.me))
    return false
  } catch (error) {
    return isApiError(error) && error.status === 403
  }
}

/** The sign-in has nothing to offer someone signed in to the back office: on to the page asked. */
export async function redirectIfStaff(client: QueryClient, url: URL) {
  const me = await client.ensureQueryData(adminMeQueryOptions()).catch(() => null)
  if (me) throw redirect(safeAdminRedirect(url.searchParams.get('redirect')))
}

/**
 * A staff member the shop requires to use two-step sign-in, who has not set it up, may open only
 * the security page: the API refuses them everything else until then (ADR 038).
 */
export async function requireTwoFactorSetUp(client: QueryClient, url: URL) {
  if (url.pathname === ADMIN_SECURITY_PAGE) return
  const status = await client.ensureQueryData(twoFactorStatusQueryOptions())
  if (status.required && !status.enabled) throw redirect(ADMIN_SECURITY_PAGE)
}

/** As `requireStaff`, for a page any one of several permissions opens (each shows its part). */
export async function requireAnyPermission(
  client: QueryClient,
  url: URL,
  permissions: readonly Permission[],
): Promise<AdminMe> {
  const me = await requireStaff(client, url)
  if (!permissions.some((permission) => me.permissions.includes(permission))) {
    throw data<AdminRefusal>({ refusal: 'page' }, { status: 403 })
  }
  return me
}
