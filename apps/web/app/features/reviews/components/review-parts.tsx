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
      <p className="font-semibold text-ink-900">
        Phản hồi của Người bán{' '}
        <time dateTime={reply.replied_at} className="font-normal text-ink-600">
          · {formatDateVi(reply.replied_at)}
        </time>
      </p>
      <p className="review-text mt-1">{reply.body}</p>
    </div>
  )
}

/** "Đã mua hàng": only buyers of a delivered line can review. */
export function VerifiedBadge() {
  return (
    <span className="review-verified">
      <span aria-hidden="true">✓</span> Đã mua hàng
    </span>
  )
}
