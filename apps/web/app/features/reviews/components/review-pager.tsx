import { Link, useLocation } from 'react-router'

import { pageWindow } from '../../../lib/pagination'
import { type ReviewListQuery, searchWithReviewQuery } from '../review-query'
import { REVIEWS_SECTION_ID } from '../../../lib/review-params'

const ITEM =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-medium'
const OFF = 'border-ink-300 bg-white text-ink-800 hover:bg-ink-100'

/** The reviews' pages as links that change only the reviews' page in the address. */
export function ReviewPager({ query, lastPage }: { query: ReviewListQuery; lastPage: number }) {
  const { pathname, search } = useLocation()
  if (lastPage <= 1) return null
  const href = (page: number) =>
    `${pathname}${searchWithReviewQuery(search, { ...query, page })}#${REVIEWS_SECTION_ID}`
  const current = query.page
  return (
    <nav aria-label="Trang đánh giá" className="mt-4">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {current > 1 ? (
          <li>
            <Link to={href(current - 1)} replace preventScrollReset className={`${ITEM} ${OFF}`}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">Trang trước</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(current, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                replace
                preventScrollReset
                aria-label={`Trang ${item}`}
                aria-current={item === current ? 'page' : undefined}
                className={`${ITEM} ${item === current ? 'border-brand-700 bg-brand-700 text-white' : OFF}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {current < lastPage ? (
          <li>
            <Link to={href(current + 1)} replace preventScrollReset className={`${ITEM} ${OFF}`}>
              <span className="sr-only">Trang sau</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
