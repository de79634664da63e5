import { reviewStarLabels } from '@phiencho/contracts'

/** Five stars, `rating` of them filled; read out as "4 trên 5 sao (Tốt)". */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span
      role="img"
      aria-label={`${rating} trên 5 sao (${reviewStarLabels[rating] ?? ''})`}
      className="inline-flex text-lg leading-none tracking-tight"
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <span
          key={star}
          aria-hidden="true"
          className={star <= rating ? 'text-amber-500' : 'text-ink-300'}
        >
          ★
        </span>
      ))}
    </span>
  )
}
