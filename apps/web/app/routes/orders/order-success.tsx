import { useState } from 'react'
import { useSearchParams } from 'react-router'

import { ShopLink } from '../../components/ui/shop-link'
import { useCurrentUser } from '../../features/auth/api/get-current-user'
import { usePlacedOrder } from '../../features/orders/api/get-order'
import { accountOrderHref } from '../../features/orders/links'
import { OrderLookupForm } from '../../features/orders/components/order-lookup-form'
import { OrderOverview } from '../../features/orders/components/order-overview'
import { PaymentInstructionsPanel } from '../../features/orders/components/payment-instructions'
import { errorSentence } from '../../lib/api-error'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/order-success'

export const handle = { step: 'done' }

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Đặt hàng thành công', noIndex: true })

export default function OrderSuccessPage() {
  const [params] = useSearchParams()
  const code = params.get('code') ?? ''
  const user = useCurrentUser()
  const [phone, setPhone] = useState<string | undefined>(undefined)
  // Just placed: the answer is in the cache. Later (a reload): a customer reads their own order,
  // a guest names the phone number of the order first.
  const placed = usePlacedOrder(
    { code, phone },
    code !== '' && (user !== null || phone !== undefined),
  )

  if (!code) {
    return (
      <p className="alert alert-error">
        Không có mã đơn hàng.{' '}
        <ShopLink to="/" className="link">
          Về trang chủ
        </ShopLink>
      </p>
    )
  }

  const data = placed.data
  if (!data) {
    return (
      <div className="mx-auto max-w-md">
        <OrderLookupForm
          code={code}
          title={`Xem đơn hàng ${code}`}
          intro="Nhập số điện thoại đã dùng khi đặt hàng để xem đơn."
          submitLabel="Xem đơn hàng"
          pending={placed.isFetching}
          error={placed.isError ? errorSentence(placed.error) : null}
          onLookup={(access) => setPhone(access.phone)}
        />
      </div>
    )
  }
  const { order, payment } = data
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <section className="card p-5 text-center sm:p-8" aria-labelledby="order-done">
        <p
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-50 text-3xl text-success-700"
        >
          ✓
        </p>
        <h1 id="order-done" className="mt-3 text-2xl font-bold text-ink-900">
          Đặt hàng thành công
        </h1>
        <p className="mt-2 text-ink-800">
          Mã đơn hàng: <strong data-testid="order-code">{order.code}</strong>
        </p>
        {order.contact.email ? (
          <p className="mt-1 text-sm text-ink-600">
            Xác nhận đơn hàng đã được gửi tới {order.contact.email}
            {user ? '.' : ', kèm liên kết để xem đơn hàng không cần đăng nhập.'}
          </p>
        ) : null}
      </section>

      <section className="card space-y-3 p-5" aria-labelledby="order-payment">
        <h2 id="order-payment" className="text-lg font-bold text-ink-900">
          Thanh toán
        </h2>
        <PaymentInstructionsPanel payment={payment} />
      </section>

      <section className="card space-y-3 p-5" aria-labelledby="order-items">
        <h2 id="order-items" className="text-lg font-bold text-ink-900">
          Chi tiết đơn hàng
        </h2>
        <OrderOverview order={order} />
      </section>

      <p className="flex flex-wrap justify-center gap-3">
        <ShopLink to="/san-pham" className="btn btn-primary">
          Tiếp tục mua sắm
        </ShopLink>
        {/* A guest proves the order is theirs with its phone number on the lookup page. */}
        <ShopLink
          to={
            user
              ? accountOrderHref(order.code)
              : `/don-hang/lich-su?${new URLSearchParams({ code: order.code })}`
          }
          className="btn btn-secondary"
        >
          Theo dõi đơn hàng
        </ShopLink>
      </p>
    </div>
  )
}
