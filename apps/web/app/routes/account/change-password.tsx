import { useCurrentUser } from '../../features/auth/api/get-current-user'
import { ChangePasswordForm } from '../../features/auth/components/change-password-form'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/change-password'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Đổi mật khẩu', noIndex: true })

export default function ChangePassword() {
  const user = useCurrentUser()
  if (!user) return null
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink-900">Đổi mật khẩu</h1>
      <section className="card p-5 sm:p-6">
        <p className="mb-4 text-ink-600">
          Sau khi đổi mật khẩu, các thiết bị khác đang đăng nhập tài khoản này sẽ bị đăng xuất.
        </p>
        <ChangePasswordForm email={user.email} />
      </section>
    </div>
  )
}
