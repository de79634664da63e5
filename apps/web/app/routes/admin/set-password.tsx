import { useSearchParams } from 'react-router'

import { AdminShell } from '../../features/admin/components/admin-shell'
import { SetPasswordForm } from '../../features/admin/components/set-password-form'
import { pageMeta } from '../../lib/meta'
import { privatePageHeaders } from '../../lib/private-page'
import type { Route } from './+types/set-password'

export const headers = privatePageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Đặt mật khẩu nhân viên', noIndex: true })

/** Where an invitation's link leads: the invited person sets a password and enters the back office. */
export default function SetPassword() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  return (
    <AdminShell me={null}>
      <div className="card mx-auto mt-4 max-w-md p-5 sm:mt-10 sm:p-8">
        <h1 className="text-2xl font-bold text-ink-900">Đặt mật khẩu</h1>
        <p className="mt-2 text-ink-600">
          Bạn được mời làm nhân viên của cửa hàng. Đặt mật khẩu để vào trang quản trị.
        </p>
        <div className="mt-6">
          <SetPasswordForm token={token} />
        </div>
      </div>
    </AdminShell>
  )
}
