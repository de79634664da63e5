import { ADMIN_WEB_PATH } from '@phiencho/contracts'
import { Link, useLocation } from 'react-router'

import { FormAlert } from '../../components/ui/form-alert'
import { Pagination } from '../../components/ui/pagination'
import { useVouchers, vouchersQueryOptions } from '../../features/admin/api/get-vouchers'
import { ListFilters } from '../../features/admin/components/list-filters'
import { VoucherStatusTabs } from '../../features/admin/components/vouchers/voucher-status-tabs'
import { VouchersTable } from '../../features/admin/components/vouchers/vouchers-table'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import {
  readVoucherListView,
  voucherListQuery,
} from '../../features/admin/vouchers/voucher-list-query'
import { errorSentence } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/vouchers'

const PERMISSION = 'voucher:write'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const query = voucherListQuery(readVoucherListView(url.searchParams))
  return { dehydratedState: await prefetchQueries(client, [vouchersQueryOptions(query)]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(
    vouchersQueryOptions(voucherListQuery(readVoucherListView(url.searchParams))),
  )
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Mã giảm giá', noIndex: true })

export default function VouchersPage() {
  const { search } = useLocation()
  const view = readVoucherListView(new URLSearchParams(search))
  const vouchers = useVouchers(voucherListQuery(view))
  const meta = vouchers.data?.meta
  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Mã giảm giá</h1>
          <p className="mt-1 text-ink-600">
            Tạo mã, giới hạn theo danh mục, thời gian và lượt dùng; tắt mã để ngừng áp dụng ngay.
          </p>
        </div>
        <Link to={`${ADMIN_WEB_PATH}/ma-giam-gia/moi`} className="btn btn-primary">
          Tạo mã giảm giá
        </Link>
      </div>
      <VoucherStatusTabs current={view.status} counts={vouchers.data?.counts} />
      <ListFilters searchLabel="Tìm theo mã" q={view.q}>
        {view.status ? <input type="hidden" name="status" value={view.status} /> : null}
      </ListFilters>
      {vouchers.isError ? (
        <FormAlert tone="error">{errorSentence(vouchers.error)}</FormAlert>
      ) : null}
      <VouchersTable
        rows={vouchers.isError ? [] : vouchers.data?.data}
        refreshing={vouchers.isPlaceholderData}
        searched={view.q !== ''}
      />
      {meta ? <Pagination currentPage={meta.current_page} lastPage={meta.last_page} /> : null}
    </div>
  )
}
