import { isRouteErrorResponse, Outlet } from 'react-router'

import { ErrorPage } from '../../components/error-page'
import { useAdminMe } from '../../features/admin/api/get-admin-me'
import { AdminForbidden } from '../../features/admin/components/admin-forbidden'
import { AdminShell } from '../../features/admin/components/admin-shell'
import {
  adminQueryClient,
  type AdminRefusal,
  requireStaff,
  requireTwoFactorSetUp,
} from '../../features/admin/guards'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { privatePageHeaders } from '../../lib/private-page'
import { adminMeQueryOptions } from '../../features/admin/api/get-admin-me'
import type { Route } from './+types/layout'

// Nothing of the back office is kept by any cache, the browser's included.
export const headers = privatePageHeaders

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url)
  await requireTwoFactorSetUp(client, url)
  return { dehydratedState: await prefetchQueries(client, [adminMeQueryOptions()]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url)
  await requireTwoFactorSetUp(client, url)
  return null
}

export default function AdminLayout() {
  const me = useAdminMe()
  return (
    <AdminShell me={me}>
      <Outlet />
    </AdminShell>
  )
}

/** A refusal keeps the frame when the person is staff (a page they may not open). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const me = useAdminMe()
  const refusal =
    isRouteErrorResponse(error) && error.status === 403
      ? ((error.data as AdminRefusal | undefined)?.refusal ?? 'page')
      : null
  return (
    <AdminShell me={me}>
      {refusal ? <AdminForbidden refusal={refusal} /> : <ErrorPage error={error} />}
    </AdminShell>
  )
}
