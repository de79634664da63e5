import type { CheckoutQuote } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'
import { type ReactNode, useId, useState } from 'react'

import { OrderLineList, TotalRow } from '../../../components/shop/order-lines'

/**
 * The order as the server prices it for the chosen destination and shipping. On phones it comes
 * first, folded to "Xem N sản phẩm" and the total; wider, it is the side column, open.
 */
export function CheckoutSummary({ quote, voucher }: { quote: CheckoutQuote; voucher?: ReactNode }) {
  const { cart } = quote
  const id = useId()
  const [open, setOpen] = useState(false)
  const folded = open ? '' : 'max-md:hidden'
  return (
    <section aria-labelledby={`${id}-title`} className="card space-y-4 p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900 max-md:sr-only">
        Đơn hàng ({cart.count} sản phẩm)
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-lines ${id}-totals`}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between gap-3 text-left md:hidden"
      >
        <span className="font-semibold text-brand-800">
          Xem {cart.count} sản phẩm{' '}
          <span aria-hidden="true" className={`inline-block ${open ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </span>
        <span className="font-bold text-danger-700 tabular-nums">{formatVnd(quote.total)}</span>
      </button>
      <div id={`${id}-lines`} className={folded}>
        <OrderLineList
          lines={cart.items.map((line) => ({
            key: line.id,
            name: line.name,
            variantName: line.variant_name,
            quantity: line.quantity,
            lineTotal: line.line_total,
          }))}
        />
      </div>
      {voucher}
      <dl
        id={`${id}-totals`}
        className={`space-y-2 border-t border-ink-200 pt-3 text-sm ${folded}`}
      >
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
