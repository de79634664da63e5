import { type VoucherStatus, voucherStatuses } from '@phiencho/contracts'

const tones: Record<VoucherStatus, string> = {
  active: 'bg-success-50 text-success-700',
  scheduled: 'bg-brand-50 text-brand-800',
  expired: 'bg-ink-100 text-ink-700',
  used_up: 'bg-amber-100 text-amber-900',
  inactive: 'bg-ink-100 text-ink-700',
}

export function VoucherStatusBadge({ status }: { status: VoucherStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {voucherStatuses[status]}
    </span>
  )
}
