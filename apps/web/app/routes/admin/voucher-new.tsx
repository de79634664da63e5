import { ADMIN_WEB_PATH } from '@phiencho/contracts'
import { Link, useNavigate } from 'react-router'

import { useSaveVoucher } from '../../features/admin/api/change-voucher'
import { voucherCategoryOptionsQueryOptions } from '../../features/admin/api/get-voucher-category-options'
import { useToast } from '../../features/admin/components/toasts'
import { VoucherForm } from '../../features/admin/components/vouchers/voucher-form'
import { voucherPath } from '../../features/admin/components/vouchers/vouchers-table'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/voucher-new'

const PERMISSION = 'voucher:write'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  return {
    dehydratedState: await prefetchQueries(client, [voucherCategoryOptionsQueryOptions()]),
  }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(voucherCategoryOptionsQueryOptions())
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Tạo mã giảm giá', noIndex: true })

export default function NewVoucherPage() {
  const save = useSaveVoucher()
  const navigate = useNavigate()
  const toast = useToast()
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <p>
        <Link
          to={`${ADMIN_WEB_PATH}/ma-giam-gia`}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline"
        >
          ← Danh sách mã giảm giá
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-ink-900">Tạo mã giảm giá</h1>
      <VoucherForm
        submitLabel="Tạo mã giảm giá"
        onSubmit={async (body) => {
          const voucher = await save.mutateAsync({ id: null, body })
          toast('success', `Đã tạo mã ${voucher.code}.`)
          await navigate(voucherPath(voucher.id))
        }}
      />
    </div>
  )
}
