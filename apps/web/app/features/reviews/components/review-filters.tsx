import { type ReviewSort, reviewSorts, type ReviewSummary } from '@phiencho/contracts'
import { formatInteger } from '@phiencho/vn'
import { useLocation } from 'react-router'

import { type ReviewListQuery, searchWithReviewQuery } from '../review-query'
import { InPlaceLink } from './in-place-link'
import { REVIEWS_SECTION_ID } from '../../../lib/review-params'

const SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Mới nhất',
  helpful: 'Hữu ích nhất',
}

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
              <InPlaceLink
                to={href(next)}
                aria-current={on ? 'true' : undefined}
                className="review-chip"
              >
                {label}
              </InPlaceLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Sắp xếp đánh giá" className="flex items-center gap-2">
        <span className="text-sm text-ink-600">Sắp xếp:</span>
        <ul className="flex gap-1.5">
          {reviewSorts.map((sort) => (
            <li key={sort}>
              <InPlaceLink
                to={href({ ...query, page: 1, sort })}
                aria-current={sort === query.sort ? 'true' : undefined}
                className="review-chip min-h-9"
              >
                {SORT_LABELS[sort]}
              </InPlaceLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
