import { reviewStarLabels } from '@phiencho/contracts'

import { Stars } from '../../../../components/ui/star-rating'

/** The review's stars, read out as "4 trên 5 sao (Tốt)". */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <Stars
      value={rating}
      label={`${rating} trên 5 sao (${reviewStarLabels[rating] ?? ''})`}
      className="text-lg"
    />
  )
}
