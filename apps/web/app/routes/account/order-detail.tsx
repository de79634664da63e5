import { ShopLink } from '../../components/ui/shop-link'
import { orderQueryOptions, useOrder } from '../../features/orders/api/get-order'
import { OrderDetailView } from '../../features/orders/components/order-detail-view'
import { errorSentence } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/order-detail'

export async function loader({ context, params }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  return {
    dehydratedState: await prefetchQueries(queryClient, [orderQueryOptions({ code: params.code })]),
  }
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, { title: `Đơn hàng ${params.code}`, noIndex: true })

export default function AccountOrderPage({ params }: Route.ComponentProps) {
  const order = useOrder({ code: params.code })
  return (
    <div className="space-y-4">
      <ShopLink to="/my-account/order-history" className="link text-sm">
        ← Đơn hàng của tôi
      </ShopLink>
      {order.data ? <OrderDetailView order={order.data} canCancel /> : null}
      {order.isError ? (
        // Another customer's order answers 404 like one that does not exist.
        <p role="alert" className="alert alert-error">
          {errorSentence(order.error)}
        </p>
      ) : null}
    </div>
  )
}
