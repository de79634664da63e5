import { ADMIN_WEB_PATH, type AdminOrderDetail } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'
import { data, Link } from 'react-router'

import { orderQueryOptions, useOrder } from '../../features/admin/api/get-order'
import { useAdminMe } from '../../features/admin/api/get-admin-me'
import { OrderActions } from '../../features/admin/components/orders/order-actions'
import {
  OrderStatusBadge,
  PaymentStatusBadge,
} from '../../features/admin/components/orders/order-badges'
import { OrderCustomer } from '../../features/admin/components/orders/order-customer'
import { OrderItems } from '../../features/admin/components/orders/order-items'
import { OrderNotes } from '../../features/admin/components/orders/order-notes'
import { OrderPayments } from '../../features/admin/components/orders/order-payments'
import { orderPrintPath } from '../../features/admin/components/orders/order-print-link'
import { OrderTimeline } from '../../features/admin/components/orders/order-timeline'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { isApiError } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/order-detail'

const PERMISSION = 'order:read'

/** The order, or the 404 page for a code no order has. */
async function loadOrder(
  client: ReturnType<typeof adminQueryClient>,
  code: string,
): Promise<AdminOrderDetail> {
  try {
    return await client.ensureQueryData(orderQueryOptions(code))
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) {
      throw data(null, { status: 404 })
    }
    throw error
  }
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  await loadOrder(client, params.code)
  return { dehydratedState: await prefetchQueries(client, [orderQueryOptions(params.code)]) }
}

export async function clientLoader({ context, url, params }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  await loadOrder(client, params.code)
  return null
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, { title: `Đơn hàng ${params.code}`, noIndex: true })

export default function OrderDetailPage({ params }: Route.ComponentProps) {
  const me = useAdminMe()
  const order = useOrder(params.code).data
  if (!me || !order) return null
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <p>
        <Link
          to={`${ADMIN_WEB_PATH}/don-hang`}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline"
        >
          ← Danh sách đơn hàng
        </Link>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="font-mono text-2xl font-bold text-ink-900">Đơn hàng {order.code}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-ink-600">
            Đặt lúc {formatDateTimeVi(order.placed_at)}
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.payment_status} />
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={orderPrintPath([order.code], 'phieu-giao')} className="btn btn-secondary">
            In phiếu giao
          </Link>
          <Link to={orderPrintPath([order.code], 'hoa-don')} className="btn btn-secondary">
            In hóa đơn
          </Link>
        </div>
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-5">
          <OrderActions order={order} />
          <OrderItems order={order} />
          <OrderCustomer order={order} />
          <OrderPayments payments={order.payments} />
        </div>
        <div className="min-w-0 space-y-5">
          <OrderTimeline timeline={order.timeline} />
          <OrderNotes
            code={order.code}
            notes={order.staff_notes}
            canWrite={me.permissions.includes('order:write')}
          />
        </div>
      </div>
    </div>
  )
}
