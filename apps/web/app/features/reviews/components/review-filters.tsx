import { type ReviewSort, reviewSorts, type ReviewSummary } from '@phiencho/contracts'
import { formatInteger } from '@phiencho/vn'
import { Link, useLocation } from 'react-router'

import { type ReviewListQuery, searchWithReviewQuery } from '../review-query'
import { REVIEWS_SECTION_ID } from '../../../lib/review-params'

const SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Mới nhất',
  helpful: 'Hữu ích nhất',
}

const CHIP =
  'inline-flex min-h-10 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap'
const CHIP_ON = 'border-brand-700 bg-brand-700 text-white'
const CHIP_OFF = 'border-ink-300 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-800'

interface ReviewFiltersProps {
  summary: ReviewSummary
  query: ReviewListQuery
}

/**
 * The filter chips (all, each star, with photos) and the two sorts, as links that keep the rest of
 * the address: they work without JavaScript, and with it the list changes without leaving its place.
 */
export function ReviewFilters({ summary, query }: ReviewFiltersProps) {
  const { pathname, search } = useLocation()
  const href = (next: ReviewListQuery) =>
    `${pathname}${searchWithReviewQuery(search, next)}#${REVIEWS_SECTION_ID}`
  const filters: { label: string; next: ReviewListQuery; on: boolean }[] = [
    { label: 'Tất cả', next: { page: 1, sort: query.sort }, on: !query.star && !query.with_photos },
    ...([5, 4, 3, 2, 1] as const).map((star) => ({
      label: `${star} sao (${formatInteger(summary.histogram[star])})`,
      next: { page: 1, sort: query.sort, star },
      on: query.star === star,
    })),
    {
      label: `Có hình ảnh (${formatInteger(summary.with_photos)})`,
      next: { page: 1, sort: query.sort, with_photos: true },
      on: Boolean(query.with_photos),
    },
  ]
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Lọc đánh giá">
        <ul className="-mx-1 flex gap-1.5 overflow-x-auto px-1 py-1 [scrollbar-width:none] sm:flex-wrap">
          {filters.map(({ label, next, on }) => (
            <li key={label} className="shrink-0">
              <Link
                to={href(next)}
                replace
                preventScrollReset
                aria-current={on ? 'true' : undefined}
                className={`${CHIP} ${on ? CHIP_ON : CHIP_OFF}`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Sắp xếp đánh giá" className="flex items-center gap-2">
        <span className="text-sm text-ink-600">Sắp xếp:</span>
        <ul className="flex gap-1.5">
          {reviewSorts.map((sort) => (
            <li key={sort}>
              <Link
                to={href({ ...query, page: 1, sort })}
                replace
                preventScrollReset
                aria-current={sort === query.sort ? 'true' : undefined}
                className={`${CHIP} min-h-9 ${sort === query.sort ? CHIP_ON : CHIP_OFF}`}
              >
                {SORT_LABELS[sort]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
