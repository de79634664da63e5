import type { PublicReview } from '@phiencho/contracts'
import { formatDateVi } from '@phiencho/vn'

/** The review's words as plain text: React escapes them, `pre-line` keeps their line breaks. */
export function ReviewText({ body }: { body: string }) {
  return <p className="review-text mt-2">{body}</p>
}

/** "Phản hồi của Người bán" under a review. */
export function ShopReply({ reply }: { reply: NonNullable<PublicReview['reply']> }) {
  return (
    <div className="review-reply">
      <p className="review-reply-head">
        Phản hồi của Người bán{' '}
        <time dateTime={reply.replied_at}>{`· ${formatDateVi(reply.replied_at)}`}</time>
      </p>
      <p className="review-text mt-1">{reply.body}</p>
    </div>
  )
}

/** "Đã mua hàng": only buyers of a delivered line can review. */
export function VerifiedBadge() {
  return (
    // The tick is the style sheet's, silent to a screen reader.
    <span className="review-verified">Đã mua hàng</span>
  )
}
