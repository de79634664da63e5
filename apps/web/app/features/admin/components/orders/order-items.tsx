import type { AdminOrderDetail } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'

/** The lines at the prices of the day the order was placed, and the totals. */
export function OrderItems({ order }: { order: AdminOrderDetail }) {
  return (
    <section aria-labelledby="order-items" className="card p-4 sm:p-5">
      <h2 id="order-items" className="mb-3 text-lg font-semibold">
        Sản phẩm
      </h2>
      <div role="region" aria-label="Sản phẩm trong đơn" tabIndex={0} className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-ink-200 text-ink-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Sản phẩm
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                Đơn giá
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                SL
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold whitespace-nowrap">
                Thành tiền
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {order.items.map((item, index) => (
              <tr key={`${item.sku}-${index}`} className="align-top">
                <td className="py-2 pr-3">
                  <span className="block font-medium">{item.name}</span>
                  {item.variant_name ? (
                    <span className="block text-ink-600">{item.variant_name}</span>
                  ) : null}
                  <span className="block font-mono text-xs text-ink-600">SKU {item.sku}</span>
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  {formatVnd(item.unit_price)}
                </td>
                <td className="px-3 py-2 text-right">{item.quantity}</td>
                <td className="py-2 pl-3 text-right font-medium whitespace-nowrap">
                  {formatVnd(item.line_total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OrderTotals order={order} />
    </section>
  )
}

export function OrderTotals({ order }: { order: AdminOrderDetail }) {
  const line = (label: string, value: string, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  )
  return (
    <dl className="mt-4 ml-auto max-w-sm space-y-1 border-t border-ink-200 pt-3 text-sm">
      {line('Tạm tính', formatVnd(order.subtotal))}
      {order.discount > 0
        ? line(
            `Giảm giá${order.voucher_code ? ` (mã ${order.voucher_code})` : ''}`,
            `−${formatVnd(order.discount)}`,
          )
        : null}
      {line('Phí vận chuyển', order.shipping_fee ? formatVnd(order.shipping_fee) : 'Miễn phí')}
      {line('Tổng cộng', formatVnd(order.total), true)}
      {order.refund_amount !== null ? line('Đã hoàn tiền', formatVnd(order.refund_amount)) : null}
    </dl>
  )
}
