import type { CheckoutQuote } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'

import { OrderLineList, TotalRow } from '../../../components/shop/order-lines'

/** The order as the server prices it for the chosen destination and shipping. */
export function CheckoutSummary({ quote }: { quote: CheckoutQuote }) {
  const { cart } = quote
  return (
    <section aria-labelledby="checkout-summary" className="card space-y-4 p-4 sm:p-5">
      <h2 id="checkout-summary" className="text-lg font-bold text-ink-900">
        Đơn hàng ({cart.count} sản phẩm)
      </h2>
      <OrderLineList
        lines={cart.items.map((line) => ({
          key: line.id,
          name: line.name,
          variantName: line.variant_name,
          quantity: line.quantity,
          lineTotal: line.line_total,
        }))}
      />
      <dl className="space-y-2 border-t border-ink-200 pt-3 text-sm">
        <TotalRow label="Tạm tính">{formatVnd(cart.subtotal)}</TotalRow>
        {cart.discount > 0 ? (
          <TotalRow
            kind="discount"
            label={`Giảm giá${cart.voucher ? ` (${cart.voucher.code})` : ''}`}
          >
            −{formatVnd(cart.discount)}
          </TotalRow>
        ) : null}
        <TotalRow label="Phí vận chuyển">
          {quote.shipping_fee === null
            ? 'Chọn địa chỉ để tính'
            : quote.shipping_fee === 0
              ? 'Miễn phí'
              : formatVnd(quote.shipping_fee)}
        </TotalRow>
        <TotalRow kind="total" label="Tổng thanh toán" testId="checkout-total">
          {formatVnd(quote.total)}
        </TotalRow>
      </dl>
    </section>
  )
}
