import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import { ownReviewsQueryOptions } from '../../features/reviews/api/get-own-reviews'
import { ReviewLinePage } from '../../features/reviews/components/review-line-page'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/review-write'

async function orderLinesQuery({ context, params }: Route.LoaderArgs | Route.ClientLoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null)
  return {
    queryClient,
    query: user ? ownReviewsQueryOptions(user.id, { page: 1, order: params.code }) : null,
  }
}

export async function loader(args: Route.LoaderArgs) {
  const { queryClient, query } = await orderLinesQuery(args)
  return { dehydratedState: query ? await prefetchQueries(queryClient, [query]) : null }
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const { queryClient, query } = await orderLinesQuery(args)
  if (query) await queryClient.prefetchQuery(query)
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Đánh giá sản phẩm', noIndex: true })

export default function ReviewWritePage({ params }: Route.ComponentProps) {
  const user = useCurrentUser()
  if (!user) return null
  return (
    <ReviewLinePage
      // A new line starts a new form (its stars, words and photos).
      key={`${params.code}-${params.itemId}`}
      userId={user.id}
      author={user.name}
      orderCode={params.code}
      orderItemId={Number(params.itemId)}
    />
  )
}
