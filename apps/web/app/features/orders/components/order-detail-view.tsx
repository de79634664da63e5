import type { OrderDetail } from '@phiencho/contracts'

import { formatDateTimeVi } from '@phiencho/vn'

import { ShopLink } from '../../../components/ui/shop-link'
import { paymentHref } from '../links'
import { CancelOrderButton } from './cancel-order-button'
import { OrderOverview } from './order-overview'
import { OrderShipment } from './order-shipment'
import { OrderStatusBadge, PaymentStatusText } from './order-status'
import { OrderTimeline } from './order-timeline'
import { ReorderButton } from './reorder-button'

/**
 * One order: where it stands, how it got there, what is in it, the parcel's carrier and tracking
 * code; cancelling and buying again are for its customer. A guest's `phone` (how they reached the
 * order) goes with the link to pay it.
 */
export function OrderDetailView({
  order,
  canCancel,
  canReorder = false,
  phone,
}: {
  order: OrderDetail
  canCancel: boolean
  canReorder?: boolean
  phone?: string | undefined
}) {
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Đơn hàng {order.code}</h1>
          <p className="mt-1 text-sm text-ink-600">
            Đặt <time dateTime={order.placed_at}>{formatDateTimeVi(order.placed_at)}</time>
          </p>
        </div>
        <div className="text-right text-sm">
          <OrderStatusBadge status={order.status} />
          <p className="mt-1">
            <PaymentStatusText status={order.payment_status} />
          </p>
        </div>
      </header>
      {order.cancel_reason ? (
        <p className="alert border-ink-200 bg-ink-100 text-ink-800">
          Lý do hủy: {order.cancel_reason}
        </p>
      ) : null}
      {/* The server says when money is awaited (an open bank transfer or VNPay attempt). */}
      {order.payment_due_at !== null ? (
        <p className="alert border-amber-300 bg-amber-50 text-amber-900">
          Đơn hàng đang chờ thanh toán.{' '}
          <ShopLink to={paymentHref(order.code, phone)} className="link">
            Thanh toán ngay
          </ShopLink>
        </p>
      ) : null}
      {canReorder && order.can_reorder ? <ReorderButton code={order.code} /> : null}
      {order.shipment ? <OrderShipment shipment={order.shipment} /> : null}
      <div className="grid gap-5 lg:grid-cols-[1fr_16rem]">
        <section className="card p-4 sm:p-5" aria-label="Chi tiết đơn hàng">
          <OrderOverview order={order} />
        </section>
        <section className="card p-4 sm:p-5" aria-labelledby={`timeline-${order.code}`}>
          <h2 id={`timeline-${order.code}`} className="mb-3 font-bold text-ink-900">
            Trạng thái
          </h2>
          <OrderTimeline history={order.history} />
        </section>
      </div>
      {canCancel && order.can_cancel ? <CancelOrderButton code={order.code} /> : null}
    </div>
  )
}
