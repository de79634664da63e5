import { useState } from 'react'
import { useSearchParams } from 'react-router'

import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import { prefetchOwnOrders } from '../../features/orders/api/get-orders'
import { OwnOrders } from '../../features/orders/components/own-orders'
import {
  type OrderAccess,
  placedOrderQueryOptions,
  useOrder,
  usePlacedOrder,
} from '../../features/orders/api/get-order'
import { OrderDetailView } from '../../features/orders/components/order-detail-view'
import { OrderLookupForm } from '../../features/orders/components/order-lookup-form'
import { PaymentInstructionsPanel } from '../../features/orders/components/payment-instructions'
import { errorSentence, isApiError } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import { readPageNumber } from '../../lib/page-number'
import { privatePageHeaders } from '../../lib/private-page'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/order-lookup'

export const headers = privatePageHeaders

/** `?code=…&token=…`: the signed link of a guest's order mail; `?code=…` alone fills the form. */
function readAccess(params: URLSearchParams) {
  const code = (params.get('code') ?? '').trim().toUpperCase()
  const token = params.get('token') ?? ''
  return { code, token: code && token ? token : null }
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const { code, token } = readAccess(url.searchParams)
  if (token) {
    return {
      dehydratedState: await prefetchQueries(queryClient, [
        placedOrderQueryOptions({ code, token }),
      ]),
    }
  }
  // Anonymous: the account layout redirects, the lookup page asks for code and phone.
  const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null)
  return { dehydratedState: user ? await prefetchOwnOrders(queryClient, user.id, url) : null }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Tra cứu đơn hàng', noIndex: true })

/**
 * `/don-hang/lich-su`: a customer's orders; a guest looks one up by code and phone, or opens it
 * from the link in the order's mails.
 */
export default function OrderLookupPage() {
  const user = useCurrentUser()
  const [params] = useSearchParams()
  const { code, token } = readAccess(params)
  return (
    <div className="page-container max-w-4xl py-6">
      {token ? (
        <LinkedOrder code={code} token={token} />
      ) : user ? (
        <CustomerOrders userId={user.id} />
      ) : (
        <GuestLookup defaultCode={code} />
      )}
    </div>
  )
}

function CustomerOrders({ userId }: { userId: number }) {
  const [params] = useSearchParams()
  return <OwnOrders userId={userId} page={readPageNumber(params)} title="Lịch sử đơn hàng" />
}

function GuestLookup({ defaultCode }: { defaultCode: string }) {
  const [access, setAccess] = useState<OrderAccess | null>(null)
  const order = useOrder(access ?? { code: '' }, access !== null)
  return (
    <div className="space-y-6">
      <OrderLookupForm
        // A new code from the URL starts the form again.
        key={defaultCode}
        defaultCode={defaultCode}
        title="Tra cứu đơn hàng"
        intro="Nhập mã đơn hàng (trong email xác nhận) và số điện thoại đã dùng khi đặt hàng."
        submitLabel="Tra cứu"
        pending={order.isFetching}
        error={order.isError ? errorSentence(order.error) : null}
        onLookup={setAccess}
      />
      {order.data && access ? (
        <OrderDetailView order={order.data} canCancel={false} phone={access.phone} />
      ) : null}
    </div>
  )
}

/** The order a guest opens from their mail: no sign-in, no phone number to type. */
function LinkedOrder({ code, token }: { code: string; token: string }) {
  const placed = usePlacedOrder({ code, token }, true)
  if (placed.data) {
    const { order, payment } = placed.data
    return (
      <div className="space-y-5">
        <OrderDetailView order={order} canCancel={false} />
        {order.payment_due_at !== null ? (
          <section className="card space-y-3 p-4 sm:p-5" aria-labelledby="linked-payment">
            <h2 id="linked-payment" className="font-bold text-ink-900">
              Thanh toán
            </h2>
            <PaymentInstructionsPanel payment={payment} />
          </section>
        ) : null}
      </div>
    )
  }
  if (placed.isError) {
    // 404 (or 422 for a mangled token): the same words for a wrong, changed or expired link.
    const refused = isApiError(placed.error) && [404, 422].includes(placed.error.status)
    return (
      <div className="space-y-6">
        <p role="alert" className="alert alert-error">
          {refused
            ? 'Liên kết xem đơn hàng không đúng hoặc đã hết hạn. Bạn vẫn có thể tra cứu đơn hàng bằng mã đơn và số điện thoại đã dùng khi đặt hàng.'
            : errorSentence(placed.error)}
        </p>
        <GuestLookup defaultCode={code} />
      </div>
    )
  }
  return (
    <p role="status" className="text-ink-700">
      Đang mở đơn hàng {code}…
    </p>
  )
}
