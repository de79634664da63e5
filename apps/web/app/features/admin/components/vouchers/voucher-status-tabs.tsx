import { VOUCHER_STATUSES, type VoucherStatus, voucherStatuses } from '@phiencho/contracts'
import { Link, useLocation } from 'react-router'

import { listSearch } from '../../list-params'

interface VoucherStatusTabsProps {
  current: VoucherStatus | null
  /** Undefined until the first answer. */
  counts: Partial<Record<VoucherStatus, number>> | undefined
}

const TABS: ReadonlyArray<{ status: VoucherStatus | null; label: string }> = [
  { status: null, label: 'Tất cả' },
  ...VOUCHER_STATUSES.map((status) => ({ status, label: voucherStatuses[status] })),
]

/** A tab per status, each a link keeping the search, with its count under that search. */
export function VoucherStatusTabs({ current, counts }: VoucherStatusTabsProps) {
  const { pathname, search } = useLocation()
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : undefined
  return (
    <nav aria-label="Trạng thái mã giảm giá" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-ink-200">
        {TABS.map(({ status, label }) => {
          const active = status === current
          const count = status === null ? total : counts?.[status]
          return (
            <li key={status ?? 'all'} className="shrink-0">
              <Link
                to={`${pathname}${listSearch(search, { status, page: null })}`}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap ${
                  active
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-ink-700 hover:text-brand-800'
                }`}
              >
                {label}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${active ? 'bg-brand-700 text-white' : 'bg-ink-100 text-ink-700'}`}
                >
                  {count === undefined ? '…' : count.toLocaleString('vi-VN')}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
