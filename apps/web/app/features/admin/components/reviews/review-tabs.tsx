import { adminReviewTabs, type AdminReviewTab, reviewStatusLabels } from '@phiencho/contracts'
import { Link, useLocation } from 'react-router'

import { listSearch } from '../../list-params'
import { DEFAULT_REVIEW_TAB } from '../../reviews/review-list-query'

const labels: Record<AdminReviewTab, string> = {
  pending: reviewStatusLabels.pending,
  reported: 'Bị báo cáo',
  published: reviewStatusLabels.published,
  hidden: reviewStatusLabels.hidden,
  all: 'Tất cả',
}

interface ReviewTabsProps {
  current: AdminReviewTab
  /** Undefined until the first answer. */
  counts: Partial<Record<AdminReviewTab, number>> | undefined
}

/** A tab per moderation queue, each a link keeping the search and rating, with its count. */
export function ReviewTabs({ current, counts }: ReviewTabsProps) {
  const { pathname, search } = useLocation()
  return (
    <nav aria-label="Nhóm đánh giá" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-ink-200">
        {adminReviewTabs.map((tab) => {
          const active = tab === current
          const count = counts?.[tab]
          return (
            <li key={tab} className="shrink-0">
              <Link
                to={`${pathname}${listSearch(search, { tab: tab === DEFAULT_REVIEW_TAB ? null : tab })}`}
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
