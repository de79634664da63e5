import { useLocation } from 'react-router'

import { LoadFailed } from '../../../components/ui/load-failed'
import { loginPathFor } from '../../../lib/safe-redirect'
import { useProductReviews } from '../api/get-product-reviews'
import { useReviewVotes } from '../api/get-review-votes'
import { reviewQueryFromSearch } from '../review-query'
import { REVIEWS_SECTION_ID } from '../../../lib/review-params'
import { ReviewFilters } from './review-filters'
import { ReviewItem } from './review-item'
import { ReviewPager } from './review-pager'
import { ReviewSummary } from './review-summary'

/**
 * "Đánh giá sản phẩm": the summary, the filters and sorts, and a page of published reviews. The
 * address says which list to show; the server rendered it, later changes fetch in the browser.
 */
export function ProductReviews({ slug, userId }: { slug: string; userId: number | null }) {
  const { pathname, search } = useLocation()
  const query = reviewQueryFromSearch(new URLSearchParams(search))
  // A visitor's "Hữu ích" and "Báo cáo" lead to the login page and back here: one address for all.
  const loginHref = loginPathFor(`${pathname}${search}#${REVIEWS_SECTION_ID}`)
  const reviews = useProductReviews(slug, query)
  const votes = useReviewVotes(userId, slug)
  const page = reviews.data

  return (
    <section
      id={REVIEWS_SECTION_ID}
      aria-labelledby={`${REVIEWS_SECTION_ID}-heading`}
      className="card mt-8 scroll-mt-20 p-4 sm:p-6"
    >
      <h2 id={`${REVIEWS_SECTION_ID}-heading`} className="text-xl font-bold text-ink-900">
        Đánh giá sản phẩm
      </h2>
      {!page ? (
        reviews.isError ? (
          <div className="mt-4">
            <LoadFailed
              message="Không tải được đánh giá của sản phẩm."
              onRetry={() => void reviews.refetch()}
              retrying={reviews.isFetching}
            />
          </div>
        ) : (
          <p className="mt-4 text-sm text-ink-600">Đang tải đánh giá…</p>
        )
      ) : page.summary.count === 0 ? (
        <p className="mt-4 rounded-xl bg-ink-50 px-4 py-8 text-center text-ink-700">
          Chưa có đánh giá nào cho sản phẩm này. Hãy là người đầu tiên đánh giá sau khi mua hàng!
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          <ReviewSummary summary={page.summary} />
          <ReviewFilters summary={page.summary} query={query} />
          <div aria-busy={reviews.isPlaceholderData || undefined} aria-live="polite">
            {page.data.length ? (
              <ul className="divide-y divide-ink-200">
                {page.data.map((review) => (
                  <li key={review.id}>
                    <ReviewItem
                      review={review}
                      slug={slug}
                      userId={userId}
                      voted={votes.data?.has(review.id) ?? false}
                      loginHref={loginHref}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="py-6 text-center text-ink-700">
                Không có đánh giá nào phù hợp với bộ lọc này.
              </p>
            )}
          </div>
          <ReviewPager query={query} lastPage={page.meta.last_page} />
        </div>
      )}
    </section>
  )
}
