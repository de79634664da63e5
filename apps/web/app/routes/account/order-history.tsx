import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import { prefetchOwnOrders } from '../../features/orders/api/get-orders'
import { OwnOrders } from '../../features/orders/components/own-orders'
import { pageMeta } from '../../lib/meta'
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
  if (!user) return null
  return <OwnOrders userId={user.id} title="Đơn hàng của tôi" />
}
