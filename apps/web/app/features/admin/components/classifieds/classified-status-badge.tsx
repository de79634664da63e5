import { type AdminClassifiedAd, classifiedStatusLabels } from '@phiencho/contracts'

const tones: Record<AdminClassifiedAd['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  published: 'bg-success-50 text-success-700',
  hidden: 'bg-ink-100 text-ink-700',
  expired: 'bg-amber-100 text-amber-900',
  rejected: 'bg-danger-50 text-danger-700',
}

type BadgeAd = Pick<AdminClassifiedAd, 'status' | 'hidden_by_moderator'> & { is_expired?: boolean }

/** The ad's status; a moderator's hiding and an expiry said apart from the owner's hiding. */
export function ClassifiedStatusBadge({ ad }: { ad: BadgeAd }) {
  const label =
    ad.status === 'hidden' && ad.hidden_by_moderator
      ? 'Bị ẩn bởi kiểm duyệt'
      : classifiedStatusLabels[ad.status]
  return (
    <span className="flex flex-wrap gap-1">
      <span
        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[ad.status]}`}
      >
        {label}
      </span>
      {ad.is_expired && ad.status !== 'expired' ? (
        <span className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
          Đã hết hạn
        </span>
      ) : null}
    </span>
  )
}
