import type { ComponentType, ReactNode } from 'react'
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
  /** What draws a page's link (default React Router's `Link`), e.g. one that stays in place. */
  linkAs?: ComponentType<PageLinkProps>
}

/** What a page's link is given. */
export interface PageLinkProps {
  to: string
  className: string
  rel?: string
  'aria-label'?: string
  'aria-current'?: 'page'
  children: ReactNode
}

/** Page numbers as real links to this address with `page` changed; every other parameter stays. */
export function Pagination({
  currentPage,
  lastPage,
  className = '',
  hrefFor,
  label = 'Phân trang',
  linkAs: PageLink = Link,
}: PaginationProps) {
  const { pathname, search } = useLocation()
  if (lastPage <= 1) return null
  const href = hrefFor ?? ((page: number) => `${pathname}${pageSearch(search, page)}`)
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {currentPage > 1 ? (
          <li>
            <PageLink to={href(currentPage - 1)} rel="prev" className="page-link">
              <span aria-hidden="true">‹</span>
              <span className="sr-only sm:not-sr-only sm:ml-1">Trang trước</span>
            </PageLink>
          </li>
        ) : null}
        {pageWindow(currentPage, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={item}>
              <PageLink
                to={href(item)}
                aria-label={`Trang ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                className="page-link"
              >
                {item}
              </PageLink>
            </li>
          ),
        )}
        {currentPage < lastPage ? (
          <li>
            <PageLink to={href(currentPage + 1)} rel="next" className="page-link">
              <span className="sr-only sm:not-sr-only sm:mr-1">Trang sau</span>
              <span aria-hidden="true">›</span>
            </PageLink>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
