import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import { ownReviewsQueryOptions } from '../../features/reviews/api/get-own-reviews'
import { OwnReviews } from '../../features/reviews/components/own-reviews'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import { readPageNumber } from '../../lib/page-number'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/reviews'

async function ownReviewsQuery({ context, url }: Route.LoaderArgs | Route.ClientLoaderArgs) {
  const queryClient = context.get(queryClientContext)
  // The account layout sends an anonymous visitor to the login page; nothing to load then.
  const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null)
  return {
    queryClient,
    query: user
      ? ownReviewsQueryOptions(user.id, { page: readPageNumber(url.searchParams) })
      : null,
  }
}

export async function loader(args: Route.LoaderArgs) {
  const { queryClient, query } = await ownReviewsQuery(args)
  return { dehydratedState: query ? await prefetchQueries(queryClient, [query]) : null }
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const { queryClient, query } = await ownReviewsQuery(args)
  if (query) await queryClient.prefetchQuery(query)
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Đánh giá sản phẩm', noIndex: true })

export default function AccountReviewsPage() {
  const user = useCurrentUser()
  if (!user) return null
  return <OwnReviews userId={user.id} author={user.name} />
}
