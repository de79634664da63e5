import { ORDER_TABS, type OrderTab, orderTabs } from '@phiencho/contracts'
import { Link, useLocation } from 'react-router'

import { listSearch } from '../../list-params'
import { DEFAULT_ORDER_TAB, formatOrderCount } from '../../order-list-query'

interface OrderTabsProps {
  current: OrderTab
  /** Undefined until the first answer. */
  counts: Partial<Record<OrderTab, number>> | undefined
  cap: number | undefined
}

/** The saved tabs, each a link keeping the filters, with its count under those filters. */
export function OrderTabs({ current, counts, cap }: OrderTabsProps) {
  const { pathname, search } = useLocation()
  return (
    <nav aria-label="Nhóm đơn hàng" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-ink-200">
        {ORDER_TABS.map((tab) => {
          const active = tab === current
          const count = counts?.[tab]
          return (
            <li key={tab} className="shrink-0">
              <Link
                to={`${pathname}${listSearch(search, { tab: tab === DEFAULT_ORDER_TAB ? null : tab })}`}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap ${
                  active
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-ink-700 hover:text-brand-800'
                }`}
              >
                {orderTabs[tab].label}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${active ? 'bg-brand-700 text-white' : 'bg-ink-100 text-ink-700'}`}
                >
                  {count === undefined ? '…' : formatOrderCount(count, cap)}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
