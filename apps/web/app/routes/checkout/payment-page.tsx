import { useSearchParams } from 'react-router'

import { ShopLink } from '../../components/ui/shop-link'
import { useCurrentUser } from '../../features/auth/api/get-current-user'
import { orderPaymentQueryOptions, useOrderPayment } from '../../features/orders/api/get-order'
import { PaymentInstructionsPanel } from '../../features/orders/components/payment-instructions'
import { accountOrderHref } from '../../features/orders/links'
import {
  useVnpayReturn,
  vnpayParams,
  vnpayReturnQueryOptions,
} from '../../features/payments/api/vnpay-return'
import { errorSentence } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/payment-page'

export const handle = { step: 'payment' }

// `/thanh-toan?code=…` shows how to pay an order; VNPay sends the shopper back here with `vnp_*`.
export async function loader({ context, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const vnpay = vnpayParams(url.searchParams)
  const code = url.searchParams.get('code')
  const phone = url.searchParams.get('phone') ?? undefined
  const queries = vnpay
    ? [vnpayReturnQueryOptions(vnpay)]
    : code
      ? [orderPaymentQueryOptions({ code, phone })]
      : []
  return { dehydratedState: await prefetchQueries(queryClient, queries) }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Thanh toán', noIndex: true })

export default function PaymentPage() {
  const [params] = useSearchParams()
  const vnpay = vnpayParams(params)
  return (
    <div className="mx-auto max-w-2xl">
      {vnpay ? <VnpayResult params={vnpay} /> : <OrderPayment params={params} />}
    </div>
  )
}

function VnpayResult({ params }: { params: Record<string, string> }) {
  const result = useVnpayReturn(params)
  const user = useCurrentUser()
  if (result.isPending) return <p className="text-ink-700">Đang kiểm tra kết quả thanh toán…</p>
  if (result.isError) {
    return (
      <p role="alert" className="alert alert-error">
        {errorSentence(result.error)}
      </p>
    )
  }
  const { data } = result
  const ok = data.valid && data.success
  return (
    <section className="card space-y-3 p-6 text-center" aria-labelledby="vnpay-result">
      <h1
        id="vnpay-result"
        className={`text-2xl font-bold ${ok ? 'text-success-700' : 'text-danger-700'}`}
      >
        {ok ? 'Thanh toán thành công' : 'Thanh toán không thành công'}
      </h1>
      <p className="text-ink-800">{data.message}</p>
      {data.order_code ? (
        <p className="text-ink-800">
          Đơn hàng: <strong data-testid="order-code">{data.order_code}</strong>
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        {data.order_code && user ? (
          <ShopLink to={accountOrderHref(data.order_code)} className="btn btn-primary">
            Xem đơn hàng
          </ShopLink>
        ) : null}
        <ShopLink to="/san-pham" className="btn btn-secondary">
          Tiếp tục mua sắm
        </ShopLink>
      </div>
    </section>
  )
}

function OrderPayment({ params }: { params: URLSearchParams }) {
  const code = params.get('code') ?? ''
  const phone = params.get('phone') ?? undefined
  const payment = useOrderPayment({ code, phone }, code !== '')
  if (!code) {
    return (
      <p className="alert alert-error">
        Không có mã đơn hàng.{' '}
        <ShopLink to="/don-hang/lich-su" className="link">
          Tra cứu đơn hàng
        </ShopLink>
      </p>
    )
  }
  return (
    <section className="card space-y-4 p-5" aria-labelledby="payment-title">
      <h1 id="payment-title" className="text-2xl font-bold text-ink-900">
        Thanh toán đơn hàng {code}
      </h1>
      {payment.data ? <PaymentInstructionsPanel payment={payment.data} /> : null}
      {payment.isError ? (
        <p role="alert" className="alert alert-error">
          {errorSentence(payment.error)}{' '}
          <ShopLink to="/don-hang/lich-su" className="link">
            Tra cứu đơn hàng
          </ShopLink>
        </p>
      ) : null}
    </section>
  )
}
