import { type FormEvent, useState } from 'react'
import { useSearchParams } from 'react-router'

import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import { Pagination } from '../../features/catalog/components/pagination'
import { ordersQueryOptions, useOrders } from '../../features/orders/api/get-orders'
import { type OrderAccess, useOrder } from '../../features/orders/api/get-order'
import { OrderDetailView } from '../../features/orders/components/order-detail-view'
import { OrderList } from '../../features/orders/components/order-list'
import { accountOrderHref } from '../../features/orders/links'
import { errorSentence } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import { readPageNumber } from '../../lib/page-number'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/order-lookup'

export async function loader({ context, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null)
  if (!user) return { dehydratedState: null }
  const page = readPageNumber(url.searchParams)
  return {
    dehydratedState: await prefetchQueries(queryClient, [ordersQueryOptions(user.id, { page })]),
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Tra cứu đơn hàng', noIndex: true })

/** Seed §2 `/don-hang/lich-su`: a customer's orders; a guest looks one up by code and phone. */
export default function OrderLookupPage() {
  const user = useCurrentUser()
  return (
    <div className="page-container max-w-4xl py-6">
      {user ? <CustomerOrders userId={user.id} /> : <GuestLookup />}
    </div>
  )
}

function CustomerOrders({ userId }: { userId: number }) {
  const [params] = useSearchParams()
  const page = readPageNumber(params)
  const orders = useOrders(userId, { page })
  const data = orders.data
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink-900">Lịch sử đơn hàng</h1>
      {data && data.data.length === 0 ? (
        <p className="text-ink-800">Bạn chưa có đơn hàng nào.</p>
      ) : null}
      {data && data.data.length > 0 ? (
        <>
          <OrderList orders={data.data} hrefOf={accountOrderHref} />
          <Pagination currentPage={data.meta.current_page} lastPage={data.meta.last_page} />
        </>
      ) : null}
    </div>
  )
}

function GuestLookup() {
  const [access, setAccess] = useState<OrderAccess | null>(null)
  const order = useOrder(access ?? { code: '' }, access !== null)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setAccess({
      code: String(form.get('code') ?? '')
        .trim()
        .toUpperCase(),
      phone: String(form.get('phone') ?? '').trim(),
    })
  }

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} className="card space-y-4 p-5" aria-labelledby="lookup-title">
        <h1 id="lookup-title" className="text-2xl font-bold text-ink-900">
          Tra cứu đơn hàng
        </h1>
        <p className="text-sm text-ink-700">
          Nhập mã đơn hàng (trong email xác nhận) và số điện thoại đã dùng khi đặt hàng.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="lookup-code" className="mb-1 block text-sm font-medium text-ink-800">
              Mã đơn hàng
            </label>
            <input
              id="lookup-code"
              name="code"
              required
              placeholder="PC2611220001"
              className="field-input uppercase"
            />
          </div>
          <div>
            <label htmlFor="lookup-phone" className="mb-1 block text-sm font-medium text-ink-800">
              Số điện thoại
            </label>
            <input
              id="lookup-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              required
              className="field-input"
            />
          </div>
        </div>
        {order.isError ? (
          <p role="alert" className="text-sm text-danger-700">
            {errorSentence(order.error)}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={order.isFetching}>
          Tra cứu
        </button>
      </form>
      {order.data && access ? <OrderDetailView order={order.data} canCancel={false} /> : null}
    </div>
  )
}
