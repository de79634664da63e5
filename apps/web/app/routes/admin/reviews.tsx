import { FormAlert } from '../../components/ui/form-alert'
import { Pagination } from '../../components/ui/pagination'
import { reviewsQueryOptions, useReviews } from '../../features/admin/api/get-reviews'
import { ReviewFilters } from '../../features/admin/components/reviews/review-filters'
import { ReviewList } from '../../features/admin/components/reviews/review-list'
import { ReviewTabs } from '../../features/admin/components/reviews/review-tabs'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { readReviewListView, reviewListQuery } from '../../features/admin/reviews/review-list-query'
import { errorSentence } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import { useLocation } from 'react-router'
import type { Route } from './+types/reviews'

const PERMISSION = 'review:moderate'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const query = reviewListQuery(readReviewListView(url.searchParams))
  return { dehydratedState: await prefetchQueries(client, [reviewsQueryOptions(query)]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(
    reviewsQueryOptions(reviewListQuery(readReviewListView(url.searchParams))),
  )
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Đánh giá', noIndex: true })

export default function ReviewsPage() {
  const { search } = useLocation()
  const view = readReviewListView(new URLSearchParams(search))
  const reviews = useReviews(reviewListQuery(view))
  const meta = reviews.data?.meta
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink-900">Đánh giá</h1>
        <p className="mt-1 text-ink-600">
          Duyệt đánh giá đang chờ, xử lý báo cáo và trả lời khách hàng.
        </p>
      </div>
      <ReviewTabs current={view.tab} counts={reviews.data?.counts} />
      <ReviewFilters view={view} />
      {reviews.isError ? <FormAlert tone="error">{errorSentence(reviews.error)}</FormAlert> : null}
      <ReviewList
        reviews={reviews.isError ? [] : reviews.data?.data}
        refreshing={reviews.isPlaceholderData}
        filtered={view.q !== '' || view.rating !== null}
      />
      {meta ? <Pagination currentPage={meta.current_page} lastPage={meta.last_page} /> : null}
    </div>
  )
}
