import type { ReviewSummary as Summary } from '@phiencho/contracts'
import { formatInteger, formatRating } from '@phiencho/vn'
import type { CSSProperties } from 'react'

import { Stars } from '../../../components/ui/star-rating'

const STARS_DOWN = [5, 4, 3, 2, 1] as const

/** The big average with its stars and count, and one bar per number of stars, 5 down to 1. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const average = summary.average ?? 0
  return (
    <div className="grid gap-4 rounded-xl bg-amber-50 p-4 sm:grid-cols-[12rem_1fr] sm:items-center sm:p-5">
      <div className="text-center">
        <p className="text-ink-900">
          <span className="text-4xl font-bold">{formatRating(average)}</span>
          <span className="text-lg text-ink-600"> / 5</span>
        </p>
        <Stars value={average} className="mt-1 text-2xl" />
        <p className="mt-1 text-sm text-ink-700">{`${formatInteger(summary.count)} đánh giá`}</p>
      </div>
      <ul className="review-bars" aria-label="Số đánh giá theo số sao">
        {STARS_DOWN.map((star) => {
          const count = summary.histogram[star]
          const percent = summary.count ? Math.round((count / summary.count) * 100) : 0
          // The bar is the row's own, drawn by the style sheet as far as `--share`.
          return (
            <li key={star} style={{ '--share': `${percent}%` } as CSSProperties}>
              <span>
                {`${star} `}
                <span aria-hidden="true">★</span>
                <span className="sr-only">sao</span>
              </span>
              <span>
                {formatInteger(count)}
                <span className="sr-only"> đánh giá</span>
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
