import { useState } from 'react'

import { useAdminMe } from '../../features/admin/api/get-admin-me'
import {
  twoFactorStatusQueryOptions,
  useTwoFactorStatus,
} from '../../features/admin/api/get-two-factor-status'
import { RecoveryCodes } from '../../features/admin/components/security/recovery-codes'
import { RequireTwoFactorSwitch } from '../../features/admin/components/security/require-two-factor-switch'
import { TwoFactorOn } from '../../features/admin/components/security/two-factor-on'
import { TwoFactorSetup } from '../../features/admin/components/security/two-factor-setup'
import { FormAlert } from '../../components/ui/form-alert'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/security'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url)
  return { dehydratedState: await prefetchQueries(client, [twoFactorStatusQueryOptions()]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url)
  void client.prefetchQuery(twoFactorStatusQueryOptions())
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Bảo mật tài khoản', noIndex: true })

/** Every staff member's own security: two-step sign-in; for the owner, requiring it of all. */
export default function SecurityPage() {
  const me = useAdminMe()
  const status = useTwoFactorStatus().data
  const [codes, setCodes] = useState<string[] | null>(null)
  if (!me || !status) return null
  const mustSetUp = status.required && !status.enabled
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink-900">Bảo mật tài khoản</h1>
        <p className="mt-1 text-ink-600">{me.email}</p>
      </div>
      {mustSetUp ? (
        <FormAlert tone="error">
          Cửa hàng yêu cầu xác minh hai bước. Vui lòng bật xác minh hai bước để tiếp tục dùng trang
          quản trị.
        </FormAlert>
      ) : null}
      <section aria-labelledby="two-factor" className="card space-y-4 p-5 sm:p-6">
        <div>
          <h2 id="two-factor" className="text-lg font-semibold">
            Xác minh hai bước
          </h2>
          <p className="mt-1 text-ink-600">
            Sau mật khẩu, trang quản trị hỏi thêm mã 6 chữ số từ ứng dụng xác thực trên điện thoại
            của bạn.
          </p>
        </div>
        {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
        {status.enabled ? (
          <TwoFactorOn status={status} onCodes={setCodes} />
        ) : (
          <TwoFactorSetup onCodes={setCodes} />
        )}
      </section>
      {me.is_owner ? (
        <section aria-labelledby="shop-security" className="card space-y-4 p-5 sm:p-6">
          <h2 id="shop-security" className="text-lg font-semibold">
            Bảo mật của cửa hàng
          </h2>
          <RequireTwoFactorSwitch required={status.required} />
        </section>
      ) : null}
    </div>
  )
}
