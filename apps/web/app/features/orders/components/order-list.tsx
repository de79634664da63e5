import type { OrderSummary } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'

import { ShopLink } from '../../../components/ui/shop-link'
import { OrderStatusBadge } from './order-status'
import { ReorderButton } from './reorder-button'

const DAY = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' })

/**
 * The customer's orders as cards: code, date, status, the first lines and the total; a delivered
 * one can be bought again.
 */
export function OrderList({
  orders,
  hrefOf,
}: {
  orders: OrderSummary[]
  hrefOf: (code: string) => string
}) {
  return (
    <ul className="space-y-3">
      {orders.map((order) => (
        <li key={order.code} className="card p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ShopLink
              to={hrefOf(order.code)}
              className="font-semibold text-brand-800 hover:underline"
            >
              Đơn hàng {order.code}
            </ShopLink>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-sm text-ink-600">
            <time dateTime={order.placed_at}>{DAY.format(new Date(order.placed_at))}</time> ·{' '}
            {order.item_count} sản phẩm
          </p>
          <p className="mt-2 line-clamp-2 text-sm text-ink-800">
            {order.items_preview.map((item) => `${item.name} × ${item.quantity}`).join(', ')}
          </p>
          <div className="mt-3 flex flex-wrap items-center justify-end gap-x-4 gap-y-2 border-t border-ink-100 pt-3">
            <p className="text-sm text-ink-700">
              Thành tiền:{' '}
              <strong className="text-base text-ink-900">{formatVnd(order.total)}</strong>
            </p>
            {order.can_reorder ? <ReorderButton code={order.code} /> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
