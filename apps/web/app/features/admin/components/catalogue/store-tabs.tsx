import {
  type AdminStoreList,
  type StoreStatus,
  storeStatuses,
  storeStatusLabels,
} from '@phiencho/contracts'
import { Link, useLocation } from 'react-router'

import { listSearch } from '../../list-params'

const tabs = [
  { key: '', label: 'Tất cả', count: 'all' },
  ...storeStatuses.map((status) => ({
    key: status,
    label: storeStatusLabels[status],
    count: status,
  })),
] as const

interface StoreTabsProps {
  current: StoreStatus | ''
  counts: AdminStoreList['counts'] | undefined
}

/** The status tabs, each a link keeping the search, with its count under that search. */
export function StoreTabs({ current, counts }: StoreTabsProps) {
  const { pathname, search } = useLocation()
  return (
    <nav aria-label="Trạng thái cửa hàng" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-ink-200">
        {tabs.map((tab) => {
          const active = tab.key === current
          const count = counts?.[tab.count]
          return (
            <li key={tab.key || 'all'} className="shrink-0">
              <Link
                to={`${pathname}${listSearch(search, { 'trang-thai': tab.key || null, sua: null })}`}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap ${
                  active
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-ink-700 hover:text-brand-800'
                }`}
              >
                {tab.label}
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
