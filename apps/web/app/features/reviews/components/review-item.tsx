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
  /** For a visitor, the login page its "Hữu ích" and "Báo cáo" links lead to. */
  loginHref: string
}

/** One published review: who, how many stars, what they bought, their words and photos, the shop's reply. */
export function ReviewItem({ review, slug, userId, voted, loginHref }: ReviewItemProps) {
  return (
    <article className="py-4" aria-label={`Đánh giá của ${review.author_name}`}>
      <header className="review-head">
        <span aria-hidden="true" className="review-avatar">
          {review.author_name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="review-author">{review.author_name}</p>
          <p className="review-rating">
            <Stars value={review.rating} label={`${review.rating} trên 5 sao`} />
            <VerifiedBadge />
          </p>
        </div>
      </header>
      <p className="review-date">
        <time dateTime={review.published_at}>{formatDateVi(review.published_at)}</time>
        {review.variant_name ? ` | Phân loại: ${review.variant_name}` : ''}
        {review.edited ? ' | Đã chỉnh sửa' : ''}
      </p>
      <ReviewText body={review.body} />
      <ReviewPhotos photos={review.photos} author={review.author_name} />
      {review.reply ? <ShopReply reply={review.reply} /> : null}
      <div className="review-actions">
        <HelpfulButton
          reviewId={review.id}
          count={review.helpful_count}
          slug={slug}
          userId={userId}
          voted={voted}
          loginHref={loginHref}
        />
        <ReportReview reviewId={review.id} signedIn={userId !== null} loginHref={loginHref} />
      </div>
    </article>
  )
}
