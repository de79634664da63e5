import type { CheckoutQuote } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'

/** The order as the server prices it for the chosen destination and shipping. */
export function CheckoutSummary({ quote }: { quote: CheckoutQuote }) {
  const { cart } = quote
  return (
    <section aria-labelledby="checkout-summary" className="card space-y-4 p-4 sm:p-5">
      <h2 id="checkout-summary" className="text-lg font-bold text-ink-900">
        Đơn hàng ({cart.count} sản phẩm)
      </h2>
      <ul className="divide-y divide-ink-200 text-sm">
        {cart.items.map((line) => (
          <li key={line.id} className="flex justify-between gap-3 py-2">
            <span className="min-w-0 text-ink-800">
              {line.name}
              {line.variant_name ? ` (${line.variant_name})` : ''}{' '}
              <span className="text-ink-600">× {line.quantity}</span>
            </span>
            <span className="shrink-0 font-medium text-ink-900">{formatVnd(line.line_total)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t border-ink-200 pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-700">Tạm tính</dt>
          <dd>{formatVnd(cart.subtotal)}</dd>
        </div>
        {cart.discount > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-700">
              Giảm giá{cart.voucher ? ` (${cart.voucher.code})` : ''}
            </dt>
            <dd className="text-success-700">−{formatVnd(cart.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-ink-700">Phí vận chuyển</dt>
          <dd>
            {quote.shipping_fee === null
              ? 'Chọn địa chỉ để tính'
              : quote.shipping_fee === 0
                ? 'Miễn phí'
                : formatVnd(quote.shipping_fee)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-ink-200 pt-3 text-base">
          <dt className="font-semibold text-ink-900">Tổng thanh toán</dt>
          <dd className="text-xl font-bold text-danger-700" data-testid="checkout-total">
            {formatVnd(quote.total)}
          </dd>
        </div>
      </dl>
    </section>
  )
}
