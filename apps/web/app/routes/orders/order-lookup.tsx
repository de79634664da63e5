import { useState } from 'react'
import { useSearchParams } from 'react-router'

import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import { prefetchOwnOrders } from '../../features/orders/api/get-orders'
import { OwnOrders } from '../../features/orders/components/own-orders'
import { type OrderAccess, useOrder } from '../../features/orders/api/get-order'
import { OrderDetailView } from '../../features/orders/components/order-detail-view'
import { OrderLookupForm } from '../../features/orders/components/order-lookup-form'
import { errorSentence } from '../../lib/api-error'
import { pageMeta } from '../../lib/meta'
import { readPageNumber } from '../../lib/page-number'
import { privatePageHeaders } from '../../lib/private-page'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/order-lookup'

export const headers = privatePageHeaders

export async function loader({ context, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  // Anonymous: the account layout redirects, the lookup page asks for code and phone.
  const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null)
  return { dehydratedState: user ? await prefetchOwnOrders(queryClient, user.id, url) : null }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Tra cứu đơn hàng', noIndex: true })

/** `/don-hang/lich-su`: a customer's orders; a guest looks one up by code and phone. */
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
  return <OwnOrders userId={userId} page={readPageNumber(params)} title="Lịch sử đơn hàng" />
}

function GuestLookup() {
  const [access, setAccess] = useState<OrderAccess | null>(null)
  const order = useOrder(access ?? { code: '' }, access !== null)
  return (
    <div className="space-y-6">
      <OrderLookupForm
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
