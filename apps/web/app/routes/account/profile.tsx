import { useCurrentUser } from '../../features/auth/api/get-current-user'
import { ProfileForm } from '../../features/auth/components/profile-form'
import { ProfileSummary } from '../../features/auth/components/profile-summary'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/profile'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Tài khoản của tôi', noIndex: true })

export default function Profile() {
  const user = useCurrentUser()
  if (!user) return null
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink-900">Thông tin tài khoản</h1>
      <section aria-labelledby="profile-summary" className="card p-5 sm:p-6">
        <h2 id="profile-summary" className="mb-4 text-lg font-semibold">
          Hồ sơ của bạn
        </h2>
        <ProfileSummary user={user} />
      </section>
      <section aria-labelledby="profile-edit" className="card p-5 sm:p-6">
        <h2 id="profile-edit" className="mb-4 text-lg font-semibold">
          Sửa thông tin
        </h2>
        <ProfileForm user={user} />
      </section>
    </div>
  )
}
