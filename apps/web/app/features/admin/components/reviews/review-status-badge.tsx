import { type ReviewStatus, reviewStatusLabels } from '@phiencho/contracts'

const tones: Record<ReviewStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  published: 'bg-success-50 text-success-700',
  hidden: 'bg-ink-100 text-ink-700',
}

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {reviewStatusLabels[status]}
    </span>
  )
}
