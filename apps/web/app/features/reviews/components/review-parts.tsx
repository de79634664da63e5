import type { PublicReview } from '@phiencho/contracts'
import { formatDateVi } from '@phiencho/vn'

/** The review's words as plain text: React escapes them, `pre-line` keeps their line breaks. */
export function ReviewText({ body }: { body: string }) {
  return <p className="mt-2 break-words whitespace-pre-line text-ink-800">{body}</p>
}

/** "Phản hồi của Người bán" under a review. */
export function ShopReply({ reply }: { reply: NonNullable<PublicReview['reply']> }) {
  return (
    <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-ink-50 px-3 py-2 text-sm">
      <p className="font-semibold text-ink-900">
        Phản hồi của Người bán{' '}
        <time dateTime={reply.replied_at} className="font-normal text-ink-600">
          · {formatDateVi(reply.replied_at)}
        </time>
      </p>
      <p className="mt-1 break-words whitespace-pre-line text-ink-800">{reply.body}</p>
    </div>
  )
}

/** "Đã mua hàng": only buyers of a delivered line can review. */
export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2 py-0.5 text-xs font-medium text-success-700">
      <span aria-hidden="true">✓</span> Đã mua hàng
    </span>
  )
}
