import { LOW_STOCK_THRESHOLD } from '@phiencho/contracts'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'

import { FormAlert } from '../../components/ui/form-alert'
import { Pagination } from '../../components/ui/pagination'
import { useAdminMe } from '../../features/admin/api/get-admin-me'
import { lowStockQueryOptions, useLowStock } from '../../features/admin/api/get-low-stock'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { readListParams } from '../../features/admin/list-params'
import { LowStockTable } from '../../features/admin/stock/low-stock-table'
import { StockAdjustmentDialog } from '../../features/admin/stock/stock-adjustment-dialog'
import { stockLedgerPath, type StockTarget } from '../../features/admin/stock/stock-format'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/low-stock'

const PERMISSION = 'product:read'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const { page } = readListParams(url.searchParams)
  return { dehydratedState: await prefetchQueries(client, [lowStockQueryOptions(page)]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(lowStockQueryOptions(readListParams(url.searchParams).page))
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Sắp hết hàng', noIndex: true })

/** Products and variants at or below their low-stock threshold, the emptiest first. */
export default function LowStockPage() {
  const me = useAdminMe()
  const { search } = useLocation()
  const { page } = readListParams(new URLSearchParams(search))
  const low = useLowStock(page)
  const [target, setTarget] = useState<StockTarget | null>(null)
  const meta = low.data?.meta
  const canAdjust = me?.permissions.includes('inventory:write') ?? false
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Sắp hết hàng</h1>
          <p className="mt-1 text-ink-600">
            Sản phẩm và phân loại có tồn kho không quá ngưỡng của sản phẩm (mặc định{' '}
            {LOW_STOCK_THRESHOLD}), ít hàng nhất trước; không tính sản phẩm đã lưu trữ.{' '}
            {meta ? `${meta.total.toLocaleString('vi-VN')} mục.` : null}
          </p>
        </div>
        <Link
          to={stockLedgerPath}
          className="btn btn-secondary shrink-0 self-start whitespace-nowrap sm:self-auto"
        >
          Sổ kho
        </Link>
      </div>
      <FormAlert tone="error">
        {low.error ? 'Không tải được danh sách. Vui lòng thử lại.' : null}
      </FormAlert>
      <LowStockTable
        rows={low.data?.data}
        refreshing={low.isPlaceholderData}
        onAdjust={canAdjust ? setTarget : null}
      />
      {meta ? <Pagination currentPage={meta.current_page} lastPage={meta.last_page} /> : null}
      {canAdjust ? (
        <StockAdjustmentDialog
          open={target !== null}
          target={target}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </div>
  )
}
