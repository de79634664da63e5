import { useSearchParams } from 'react-router'

import { ShopLink } from '../../components/ui/shop-link'
import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import { Pagination } from '../../features/catalog/components/pagination'
import { prefetchOwnOrders, useOrders } from '../../features/orders/api/get-orders'
import { OrderList } from '../../features/orders/components/order-list'
import { accountOrderHref } from '../../features/orders/links'
import { pageMeta } from '../../lib/meta'
import { readPageNumber } from '../../lib/page-number'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/order-history'

export async function loader({ context, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  // Anonymous: the account layout redirects, the lookup page asks for code and phone.
  const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null)
  return { dehydratedState: user ? await prefetchOwnOrders(queryClient, user.id, url) : null }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Đơn hàng của tôi', noIndex: true })

export default function OrderHistoryPage() {
  const user = useCurrentUser()
  const [params] = useSearchParams()
  const page = readPageNumber(params)
  const orders = useOrders(user?.id ?? 0, { page })
  if (!user) return null
  const data = orders.data

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink-900">Đơn hàng của tôi</h1>
      {orders.isError && !data ? (
        <p role="alert" className="alert alert-error">
          Không tải được danh sách đơn hàng.
        </p>
      ) : null}
      {data && data.data.length === 0 ? (
        <div className="card p-6 text-center">
          <p className="text-ink-800">Bạn chưa có đơn hàng nào.</p>
          <ShopLink to="/san-pham" className="btn btn-primary mt-3">
            Mua sắm ngay
          </ShopLink>
        </div>
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
