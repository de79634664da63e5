import { type OrderDetail, paymentMethodLabels, shippingMethodLabels } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'

import { OrderLineList, TotalRow } from '../../../components/shop/order-lines'

/** Lines, totals and where it goes: the order as it was placed. */
export function OrderOverview({ order }: { order: OrderDetail }) {
  return (
    <div className="space-y-5">
      <OrderLineList
        lines={order.items.map((item, index) => ({
          key: `${item.sku}-${index}`,
          name: item.name,
          variantName: item.variant_name,
          quantity: item.quantity,
          lineTotal: item.line_total,
        }))}
      />
      <dl className="space-y-1.5 border-t border-ink-200 pt-3 text-sm">
        <TotalRow label="Tạm tính">{formatVnd(order.subtotal)}</TotalRow>
        {order.discount > 0 ? (
          <TotalRow
            kind="discount"
            label={`Giảm giá${order.voucher_code ? ` (${order.voucher_code})` : ''}`}
          >
            −{formatVnd(order.discount)}
          </TotalRow>
        ) : null}
        <TotalRow label={`Phí vận chuyển (${shippingMethodLabels[order.shipping_method]})`}>
          {order.shipping_fee === 0 ? 'Miễn phí' : formatVnd(order.shipping_fee)}
        </TotalRow>
        <TotalRow kind="total" label="Tổng thanh toán" testId="order-total">
          {formatVnd(order.total)}
        </TotalRow>
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
