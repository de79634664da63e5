import type { Permission } from '@phiencho/contracts'
import type { ReactNode } from 'react'

import { settingsQueryOptions, useAdminSettings } from '../../features/admin/api/get-settings'
import { BankSettingsForm } from '../../features/admin/components/settings/bank-settings-form'
import { ClassifiedPublicationForm } from '../../features/admin/components/settings/classified-publication-form'
import { CommerceSettingsForm } from '../../features/admin/components/settings/commerce-settings-form'
import { WebsiteSettingsForm } from '../../features/admin/components/settings/website-settings-form'
import { adminQueryClient, requireAnyPermission } from '../../features/admin/guards'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/settings'

const PERMISSIONS: readonly Permission[] = ['settings:write', 'settings:bank']

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireAnyPermission(client, url, PERMISSIONS)
  return { dehydratedState: await prefetchQueries(client, [settingsQueryOptions()]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireAnyPermission(client, url, PERMISSIONS)
  void client.prefetchQuery(settingsQueryOptions())
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Cài đặt', noIndex: true })

function Group({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-ink-600">{description}</p>
      {children}
    </section>
  )
}

/** The groups of settings the API answers for this person: the others it answers null. */
export default function SettingsPage() {
  const settings = useAdminSettings()
  const data = settings.data
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink-900">Cài đặt</h1>
        <p className="mt-1 text-ink-600">
          Mỗi nhóm được lưu riêng; chỉ những trường đã thay đổi được gửi đi.
        </p>
      </div>
      {!data ? (
        settings.error ? (
          <p role="alert" className="alert alert-error">
            Không tải được cài đặt. Vui lòng tải lại trang.
          </p>
        ) : (
          <div aria-hidden="true" className="card h-96 animate-pulse" />
        )
      ) : (
        <>
          {data.website ? (
            <Group
              id="settings-website"
              title="Thông tin website"
              description="Tên, mô tả, hình ảnh và thông tin liên hệ hiển thị trên cửa hàng."
            >
              <WebsiteSettingsForm website={data.website} />
            </Group>
          ) : null}
          {data.website ? (
            <Group
              id="settings-classifieds"
              title="Rao vặt"
              description="Tin rao vặt của khách hiển thị ngay hay chờ kiểm duyệt viên duyệt."
            >
              <ClassifiedPublicationForm website={data.website} />
            </Group>
          ) : null}
          {data.commerce ? (
            <Group
              id="settings-commerce"
              title="Bán hàng"
              description="Phí giao hàng theo miền, miễn phí vận chuyển và phương thức thanh toán."
            >
              <CommerceSettingsForm commerce={data.commerce} />
            </Group>
          ) : null}
          {data.bank ? (
            <Group
              id="settings-bank"
              title="Tài khoản ngân hàng"
              description="Tài khoản nhận chuyển khoản; mã VietQR của mọi đơn chuyển khoản dùng tài khoản này."
            >
              <BankSettingsForm bank={data.bank} />
            </Group>
          ) : null}
        </>
      )}
    </div>
  )
}
