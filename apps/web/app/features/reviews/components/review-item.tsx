import type { PublicReview } from '@phiencho/contracts'
import { formatDateVi } from '@phiencho/vn'

import { Stars } from '../../../components/ui/star-rating'
import { HelpfulButton } from './helpful-button'
import { ReportReview } from './report-review'
import { ReviewText, ShopReply, VerifiedBadge } from './review-parts'
import { ReviewPhotos } from './review-photos'

interface ReviewItemProps {
  review: PublicReview
  slug: string
  userId: number | null
  voted: boolean
}

/** One published review: who, how many stars, what they bought, their words and photos, the shop's reply. */
export function ReviewItem({ review, slug, userId, voted }: ReviewItemProps) {
  return (
    <article className="py-4" aria-label={`Đánh giá của ${review.author_name}`}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
        >
          {review.author_name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-ink-900">{review.author_name}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Stars value={review.rating} label={`${review.rating} trên 5 sao`} />
            <VerifiedBadge />
          </p>
        </div>
      </header>
      <p className="mt-2 text-xs text-ink-600">
        <time dateTime={review.published_at}>{formatDateVi(review.published_at)}</time>
        {review.variant_name ? ` | Phân loại: ${review.variant_name}` : ''}
        {review.edited ? ' | Đã chỉnh sửa' : ''}
      </p>
      <ReviewText body={review.body} />
      <ReviewPhotos photos={review.photos} author={review.author_name} />
      {review.reply ? <ShopReply reply={review.reply} /> : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <HelpfulButton
          reviewId={review.id}
          count={review.helpful_count}
          slug={slug}
          userId={userId}
          voted={voted}
        />
        <ReportReview reviewId={review.id} signedIn={userId !== null} />
      </div>
    </article>
  )
}
