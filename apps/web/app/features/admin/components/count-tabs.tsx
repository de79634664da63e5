import { Link, useLocation } from 'react-router'

import { listSearch } from '../list-params'

interface CountTabsProps<T extends string> {
  /** The navigation's name ("Nhóm tin rao vặt"). */
  label: string
  tabs: readonly T[]
  labels: Record<T, string>
  current: T
  /** The tab the address leaves out. */
  fallback: T
  /** Undefined until the first answer. */
  counts: Partial<Record<T, number>> | undefined
  /** How a count reads (a capped one, "10.000+"); grouped the Vietnamese way by default. */
  formatCount?: (count: number) => string
}

/** A tab per queue, each a link keeping the other filters, with its count. */
export function CountTabs<T extends string>({
  label,
  tabs,
  labels,
  current,
  fallback,
  counts,
  formatCount = (count) => count.toLocaleString('vi-VN'),
}: CountTabsProps<T>) {
  const { pathname, search } = useLocation()
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-ink-200">
        {tabs.map((tab) => {
          const active = tab === current
          const count = counts?.[tab]
          return (
            <li key={tab} className="shrink-0">
              <Link
                to={`${pathname}${listSearch(search, { tab: tab === fallback ? null : tab })}`}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap ${
                  active
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-ink-700 hover:text-brand-800'
                }`}
              >
                {labels[tab]}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${active ? 'bg-brand-700 text-white' : 'bg-ink-100 text-ink-700'}`}
                >
                  {count === undefined ? '…' : formatCount(count)}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
