import { useMemo, useState } from 'react'
import { useLocation } from 'react-router'

import { Pagination } from '../../components/ui/pagination'
import { FormAlert } from '../../components/ui/form-alert'
import { provincesQueryOptions, useProvinces } from '../../features/checkout/api/get-provinces'
import { useAdminMe } from '../../features/admin/api/get-admin-me'
import {
  ordersExportHref,
  ordersQueryOptions,
  useOrders,
} from '../../features/admin/api/get-orders'
import { BulkActions } from '../../features/admin/components/orders/bulk-actions'
import { OrderFilters } from '../../features/admin/components/orders/order-filters'
import { OrderTabs } from '../../features/admin/components/orders/order-tabs'
import { OrdersTable } from '../../features/admin/components/orders/orders-table'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import {
  orderFilterQuery,
  orderListQuery,
  readOrderListView,
} from '../../features/admin/order-list-query'
import { errorSentence } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/orders'

const PERMISSION = 'order:read'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const query = orderListQuery(readOrderListView(url.searchParams))
  return {
    dehydratedState: await prefetchQueries(client, [
      ordersQueryOptions(query),
      provincesQueryOptions(),
    ]),
  }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(ordersQueryOptions(orderListQuery(readOrderListView(url.searchParams))))
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Đơn hàng', noIndex: true })

export default function OrdersPage() {
  const me = useAdminMe()
  const { search } = useLocation()
  const view = readOrderListView(new URLSearchParams(search))
  const orders = useOrders(orderListQuery(view))
  const provinces = useProvinces().data?.data ?? []
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set())
  const rows = orders.data?.data
  // Only what this page shows can stay ticked: another tab or page starts with its own rows.
  const selected = useMemo(
    () => (rows ?? []).map((row) => row.code).filter((code) => picked.has(code)),
    [rows, picked],
  )
  if (!me) return null
  const canWrite = me.permissions.includes('order:write')
  const canExport = me.permissions.includes('order:export')
  const meta = orders.data?.meta
  const toggle = (code: string) =>
    setPicked((current) => {
      const next = new Set(current)
      if (!next.delete(code)) next.add(code)
      return next
    })
  const allSelected = rows !== undefined && rows.length > 0 && selected.length === rows.length

  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Đơn hàng</h1>
          <p className="mt-1 text-ink-600">Xác nhận, giao cho đơn vị vận chuyển và theo dõi đơn.</p>
        </div>
        {canExport ? (
          <a href={ordersExportHref(orderFilterQuery(view))} className="btn btn-secondary" download>
            Xuất CSV
          </a>
        ) : null}
      </div>
      <OrderTabs current={view.tab} counts={orders.data?.counts} cap={orders.data?.count_cap} />
      <OrderFilters view={view} provinces={provinces} />
      {orders.isError ? <FormAlert tone="error">{errorSentence(orders.error)}</FormAlert> : null}
      <BulkActions
        selected={selected}
        allSelected={allSelected}
        toggleAll={() =>
          setPicked(allSelected ? new Set() : new Set((rows ?? []).map((row) => row.code)))
        }
        canWrite={canWrite}
        clear={() => setPicked(new Set())}
      />
      <OrdersTable
        rows={orders.isError ? [] : rows}
        refreshing={orders.isPlaceholderData}
        sort={view.sort}
        searched={view.q !== '' || Object.values(view.filters).some(Boolean)}
        selection={{ selected: new Set(selected), toggle }}
      />
      {meta ? <Pagination currentPage={meta.current_page} lastPage={meta.last_page} /> : null}
    </div>
  )
}
