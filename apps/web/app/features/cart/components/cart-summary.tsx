import type { Cart } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'

import { TotalRow } from '../../../components/shop/order-lines'
import { ShopLink } from '../../../components/ui/shop-link'
import { VoucherForm } from './voucher-form'

/** Totals as the server computed them; shipping is chosen at checkout. */
export function CartSummary({ cart }: { cart: Cart }) {
  return (
    <section aria-labelledby="cart-summary" className="card space-y-4 p-4 sm:p-5">
      <h2 id="cart-summary" className="text-lg font-bold text-ink-900">
        Tóm tắt đơn hàng
      </h2>
      <VoucherForm cart={cart} />
      <dl className="space-y-2 text-sm">
        <TotalRow label={`Tạm tính (${cart.count} sản phẩm)`}>{formatVnd(cart.subtotal)}</TotalRow>
        {cart.discount > 0 ? (
          <TotalRow
            kind="discount"
            label={`Giảm giá${cart.voucher ? ` (${cart.voucher.code})` : ''}`}
          >
            −{formatVnd(cart.discount)}
          </TotalRow>
        ) : null}
        <TotalRow kind="total" label="Tổng cộng" testId="cart-total">
          {formatVnd(cart.total)}
        </TotalRow>
      </dl>
      <p className="text-xs text-ink-600">Chưa gồm phí vận chuyển; phí được tính khi đặt hàng.</p>
      {cart.free_shipping_threshold > 0 ? (
        <p className="rounded-lg bg-ink-100 px-3 py-2 text-sm text-ink-800">
          {cart.free_shipping_remaining > 0
            ? `Mua thêm ${formatVnd(cart.free_shipping_remaining)} để được miễn phí vận chuyển tiêu chuẩn.`
            : 'Đơn hàng được miễn phí vận chuyển tiêu chuẩn.'}
        </p>
      ) : null}
      {cart.can_checkout ? (
        <ShopLink to="/checkout" className="btn btn-primary w-full text-lg">
          Tiến hành đặt hàng
        </ShopLink>
      ) : null}
      {!cart.can_checkout && cart.items.length > 0 ? (
        <p role="status" className="text-sm text-danger-700">
          Vui lòng xử lý các sản phẩm được đánh dấu trước khi đặt hàng.
        </p>
      ) : null}
    </section>
  )
}
