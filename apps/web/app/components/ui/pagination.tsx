import { Link, useLocation } from 'react-router'

import { pageSearch, pageWindow } from '../../lib/pagination'

interface PaginationProps {
  currentPage: number
  lastPage: number
  className?: string
  /** The address of a page (default: this address with `page` changed). */
  hrefFor?: (page: number) => string
  /** The navigation's name (default "Phân trang"). */
  label?: string
  /** A list inside a page: the address is replaced and the scroll stays where it is. */
  inPlace?: boolean
}

const ITEM =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-medium'

/** Page numbers as real links to this address with `page` changed; every other parameter stays. */
export function Pagination({
  currentPage,
  lastPage,
  className = '',
  hrefFor,
  label = 'Phân trang',
  inPlace = false,
}: PaginationProps) {
  const { pathname, search } = useLocation()
  if (lastPage <= 1) return null
  const href = hrefFor ?? ((page: number) => `${pathname}${pageSearch(search, page)}`)
  const stay = inPlace ? { replace: true, preventScrollReset: true } : {}
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {currentPage > 1 ? (
          <li>
            <Link
              to={href(currentPage - 1)}
              {...stay}
              rel="prev"
              className={`${ITEM} border-ink-300 bg-white text-ink-800 hover:bg-ink-100`}
            >
              <span aria-hidden="true">‹</span>
              <span className="sr-only sm:not-sr-only sm:ml-1">Trang trước</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(currentPage, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                {...stay}
                aria-label={`Trang ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                className={`${ITEM} ${
                  item === currentPage
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-ink-300 bg-white text-ink-800 hover:bg-ink-100'
                }`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {currentPage < lastPage ? (
          <li>
            <Link
              to={href(currentPage + 1)}
              {...stay}
              rel="next"
              className={`${ITEM} border-ink-300 bg-white text-ink-800 hover:bg-ink-100`}
            >
              <span className="sr-only sm:not-sr-only sm:mr-1">Trang sau</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
