import {
  type OwnReview as OwnReviewData,
  reviewsMessages,
  reviewStatusLabels,
} from '@phiencho/contracts'
import { formatDateVi } from '@phiencho/vn'

import { Stars } from '../../../components/ui/star-rating'
import { ReviewText, ShopReply } from './review-parts'
import { ReviewPhotos } from './review-photos'

const STATUS_TONE = {
  pending: 'bg-amber-100 text-amber-900',
  published: 'bg-success-50 text-success-700',
  hidden: 'bg-ink-200 text-ink-800',
} as const

/** The author's own review: its status and what only they see (the wait, the moderator's reason). */
export function OwnReview({ review, author }: { review: OwnReviewData; author: string }) {
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Stars value={review.rating} label={`${review.rating} trên 5 sao`} className="text-base" />
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[review.status]}`}
        >
          {reviewStatusLabels[review.status]}
        </span>
        <span className="text-xs text-ink-600">
          Viết ngày <time dateTime={review.created_at}>{formatDateVi(review.created_at)}</time>
          {review.edited ? ' · Đã chỉnh sửa' : ''}
        </span>
      </p>
      {review.status === 'pending' ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {reviewsMessages.pendingNotice}
        </p>
      ) : null}
      {review.status === 'hidden' ? (
        <p className="mt-2 rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-700">
          Đánh giá đã bị ẩn
          {review.hidden_reason ? `. Lý do: ${review.hidden_reason}` : '.'}
        </p>
      ) : null}
      <ReviewText body={review.body} />
      <ReviewPhotos photos={review.photos} author={author} />
      {review.reply ? <ShopReply reply={review.reply} /> : null}
    </div>
  )
}
