import { type OrderDetail, paymentMethodLabels, shippingMethodLabels } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'

/** Lines, totals and where it goes: the order as it was placed. */
export function OrderOverview({ order }: { order: OrderDetail }) {
  return (
    <div className="space-y-5">
      <ul className="divide-y divide-ink-200 text-sm">
        {order.items.map((item) => (
          <li
            key={`${item.sku}-${item.variant_id ?? ''}`}
            className="flex justify-between gap-3 py-2"
          >
            <span className="min-w-0 text-ink-800">
              {item.name}
              {item.variant_name ? ` (${item.variant_name})` : ''}{' '}
              <span className="text-ink-600">× {item.quantity}</span>
            </span>
            <span className="shrink-0 font-medium">{formatVnd(item.line_total)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1.5 border-t border-ink-200 pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-700">Tạm tính</dt>
          <dd>{formatVnd(order.subtotal)}</dd>
        </div>
        {order.discount > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-700">
              Giảm giá{order.voucher_code ? ` (${order.voucher_code})` : ''}
            </dt>
            <dd className="text-success-700">−{formatVnd(order.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-ink-700">
            Phí vận chuyển ({shippingMethodLabels[order.shipping_method]})
          </dt>
          <dd>{order.shipping_fee === 0 ? 'Miễn phí' : formatVnd(order.shipping_fee)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base">
          <dt className="font-semibold">Tổng thanh toán</dt>
          <dd className="font-bold text-danger-700" data-testid="order-total">
            {formatVnd(order.total)}
          </dd>
        </div>
      </dl>
      <dl className="grid gap-3 border-t border-ink-200 pt-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-ink-900">Giao đến</dt>
          <dd className="mt-1 text-ink-800">
            {order.contact.name} · {order.contact.phone}
            <br />
            {order.address.full}
            {order.note ? (
              <>
                <br />
                <span className="text-ink-600">Ghi chú: {order.note}</span>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-900">Thanh toán</dt>
          <dd className="mt-1 text-ink-800">{paymentMethodLabels[order.payment_method]}</dd>
        </div>
      </dl>
    </div>
  )
}
