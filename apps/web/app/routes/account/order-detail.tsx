import { orderMessages } from '@phiencho/contracts'
import { data } from 'react-router'

import { ShopLink } from '../../components/ui/shop-link'
import { useCurrentUser } from '../../features/auth/api/get-current-user'
import { orderQueryOptions, useOrder } from '../../features/orders/api/get-order'
import { OrderDetailView } from '../../features/orders/components/order-detail-view'
import { OrderReviewLinks } from '../../features/reviews/components/order-review-links'
import { errorSentence, isApiError } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/order-detail'

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const options = orderQueryOptions({ code: params.code })
  const dehydratedState = await prefetchQueries(queryClient, [options])
  // Another customer's order answers 404 like a missing one, a malformed code 422: either way the
  // 404 page, with its status. Other failures leave the page to say so.
  const { error } = queryClient.getQueryState(options.queryKey) ?? {}
  if (isApiError(error) && (error.status === 404 || error.status === 422)) {
    throw data({ message: orderMessages.notFound, path: url.pathname }, { status: 404 })
  }
  return { dehydratedState }
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, { title: `Đơn hàng ${params.code}`, noIndex: true })

export default function AccountOrderPage({ params }: Route.ComponentProps) {
  const order = useOrder({ code: params.code })
  const user = useCurrentUser()
  return (
    <div className="space-y-4">
      <ShopLink to="/my-account/order-history" className="link text-sm">
        ← Đơn hàng của tôi
      </ShopLink>
      {order.data ? <OrderDetailView order={order.data} canCancel canReorder /> : null}
      {order.data && user ? (
        <OrderReviewLinks userId={user.id} code={order.data.code} status={order.data.status} />
      ) : null}
      {order.isError ? (
        <p role="alert" className="alert alert-error">
          {errorSentence(order.error)}
        </p>
      ) : null}
    </div>
  )
}
