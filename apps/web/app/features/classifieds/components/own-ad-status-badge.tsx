import { type ClassifiedStatus, classifiedStatusLabels } from '@phiencho/contracts'

const TONES: Record<ClassifiedStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  published: 'bg-success-50 text-success-700',
  hidden: 'bg-ink-100 text-ink-700',
  expired: 'bg-amber-100 text-amber-900',
  rejected: 'bg-danger-50 text-danger-700',
}

interface OwnAdStatusBadgeProps {
  status: ClassifiedStatus
  /** Hidden by a moderator rather than by its owner. */
  byModerator?: boolean
}

export function OwnAdStatusBadge({ status, byModerator = false }: OwnAdStatusBadgeProps) {
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {status === 'hidden' && byModerator
        ? 'Bị ẩn bởi quản trị viên'
        : classifiedStatusLabels[status]}
    </span>
  )
}
