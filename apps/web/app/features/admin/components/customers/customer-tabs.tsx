import {
  ADMIN_CUSTOMER_STATUSES,
  adminCustomerStatuses,
  type AdminCustomerStatus,
} from '@phiencho/contracts'
import { Link, useLocation } from 'react-router'

import { DEFAULT_CUSTOMER_STATUS } from '../../customers/customer-list-query'
import { listSearch } from '../../list-params'

/** A tab per status (all, active, locked), each a link keeping the search. */
export function CustomerTabs({ current }: { current: AdminCustomerStatus }) {
  const { pathname, search } = useLocation()
  const tabs = [...ADMIN_CUSTOMER_STATUSES].sort(
    (a, b) => Number(b === DEFAULT_CUSTOMER_STATUS) - Number(a === DEFAULT_CUSTOMER_STATUS),
  )
  return (
    <nav aria-label="Trạng thái tài khoản" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-ink-200">
        {tabs.map((tab) => {
          const active = tab === current
          return (
            <li key={tab} className="shrink-0">
              <Link
                to={`${pathname}${listSearch(search, { tab: tab === DEFAULT_CUSTOMER_STATUS ? null : tab })}`}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap ${
                  active
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-ink-700 hover:text-brand-800'
                }`}
              >
                {adminCustomerStatuses[tab]}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
