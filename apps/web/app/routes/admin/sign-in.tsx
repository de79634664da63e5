import { useSearchParams } from 'react-router'

import { AdminShell } from '../../features/admin/components/admin-shell'
import { StaffSignInForm } from '../../features/admin/components/sign-in-form'
import { adminQueryClient, redirectIfStaff } from '../../features/admin/guards'
import { safeAdminRedirect } from '../../features/admin/nav'
import { pageMeta } from '../../lib/meta'
import { privatePageHeaders } from '../../lib/private-page'
import type { Route } from './+types/sign-in'

export const headers = privatePageHeaders

export async function loader({ context, url }: Route.LoaderArgs) {
  await redirectIfStaff(adminQueryClient(context), url)
  return null
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  await redirectIfStaff(adminQueryClient(context), url)
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Đăng nhập trang quản trị', noIndex: true })

export default function StaffSignIn() {
  const [params] = useSearchParams()
  const redirect = params.get('redirect')
  return (
    <AdminShell me={null}>
      <div className="card mx-auto mt-4 max-w-md p-5 sm:mt-10 sm:p-8">
        <h1 className="text-2xl font-bold text-ink-900">Đăng nhập trang quản trị</h1>
        <p className="mt-2 text-ink-600">
          {redirect
            ? 'Vui lòng đăng nhập bằng tài khoản nhân viên để tiếp tục.'
            : 'Dành cho nhân viên của cửa hàng.'}
        </p>
        <div className="mt-6">
          <StaffSignInForm redirectTo={safeAdminRedirect(redirect)} />
        </div>
      </div>
    </AdminShell>
  )
}
