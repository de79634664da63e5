import type { AdminReview } from '@phiencho/contracts'

import { ReviewCard } from './review-card'

interface ReviewListProps {
  /** Undefined while the first answer is awaited. */
  reviews: readonly AdminReview[] | undefined
  /** A newer answer is on its way; the reviews shown are the previous one's. */
  refreshing: boolean
  filtered: boolean
}

export function ReviewList({ reviews, refreshing, filtered }: ReviewListProps) {
  if (!reviews) {
    return (
      <div aria-busy="true" className="space-y-3">
        {[0, 1, 2].map((n) => (
          <div key={n} className="card h-40 animate-pulse bg-ink-100" />
        ))}
      </div>
    )
  }
  if (reviews.length === 0) {
    return (
      <p className="card p-6 text-center text-ink-600">
        {filtered ? 'Không có đánh giá nào khớp.' : 'Không có đánh giá nào trong mục này.'}
      </p>
    )
  }
  return (
    <ul
      aria-label="Danh sách đánh giá"
      aria-busy={refreshing || undefined}
      className={`space-y-3 ${refreshing ? 'opacity-60' : ''}`}
    >
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  )
}
