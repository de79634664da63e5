import { Outlet } from 'react-router'

import { AccountSidebar } from '../../components/layout/account-sidebar'
import { useCurrentUser } from '../../features/auth/api/get-current-user'
import { requireUser } from '../../features/auth/guards'
import { useSignOut } from '../../features/auth/use-sign-out'
import { privatePageHeaders } from '../../lib/private-page'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/layout'

export const headers = privatePageHeaders

// The account area needs a login. On the server this answers the document with a 302 to
// /login?redirect=…; in the browser the same check runs before client-side navigations.
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireUser(context.get(queryClientContext), url)
  return null
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  await requireUser(context.get(queryClientContext), url)
  return null
}

export default function AccountLayout() {
  const user = useCurrentUser()
  const { signOut, pending } = useSignOut()
  // Logged out from this page: the redirect is on its way.
  if (!user) return null

  return (
    <div className="page-container py-6 sm:py-10">
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
        <AccountSidebar userName={user.name} onLogout={signOut} loggingOut={pending} />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  )
}
