import type { ProductRating } from '@phiencho/contracts'
import { formatInteger, formatRating } from '@phiencho/vn'

import { Stars } from '../../../components/ui/star-rating'
import { REVIEWS_SECTION_ID } from '../../../lib/review-params'

/** "4,8 ★★★★★ (123 đánh giá)" under the product's name, down to its reviews; nothing without any. */
export function RatingLink({ rating }: { rating: ProductRating | null }) {
  if (!rating || rating.count === 0) return null
  return (
    <a
      href={`#${REVIEWS_SECTION_ID}`}
      className="inline-flex min-h-8 items-center gap-1.5 rounded-md text-sm text-ink-800 hover:text-brand-800"
    >
      <span className="font-semibold text-ink-900 underline decoration-amber-500 decoration-2 underline-offset-4">
        {formatRating(rating.average)}
      </span>
      <Stars value={rating.average} label={null} className="text-base" />
      <span className="text-ink-600 underline underline-offset-4">
        ({formatInteger(rating.count)} đánh giá)
      </span>
      <span className="sr-only">, trung bình {formatRating(rating.average)} trên 5 sao</span>
    </a>
  )
}
