import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'

import { type ListSort, listSearch, nextSort } from '../list-params'

export interface Column<T> {
  key: string
  header: string
  /** Sorted through the address (`?sort=key`); the page decides how rows are sorted. */
  sortable?: boolean
  render: (row: T) => ReactNode
  className?: string
}

interface DataTableProps<T> {
  /** The table's name, for screen readers (a visible heading names the page). */
  caption: string
  columns: readonly Column<T>[]
  /** Undefined while the first answer is awaited. */
  rows: readonly T[] | undefined
  rowKey: (row: T) => string | number
  sort?: ListSort | null
  /** A newer answer is on its way; the rows shown are the previous one's. */
  refreshing?: boolean
  empty: ReactNode
}

const SKELETON_ROWS = 5

/**
 * A back-office table: sortable headers are links (the sort lives in the address), an empty state,
 * a loading state; on a narrow screen the table scrolls sideways inside its focusable region
 * (positioned, so the headers' visually hidden text scrolls with it instead of widening the page).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort = null,
  refreshing = false,
  empty,
}: DataTableProps<T>) {
  const { pathname, search } = useLocation()
  const loading = rows === undefined
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="card relative overflow-x-auto"
      aria-busy={loading || refreshing || undefined}
    >
      <table className={`w-full text-left text-sm ${refreshing ? 'opacity-60' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
          <tr>
            {columns.map((column) => {
              const active = sort?.key === column.key ? sort.direction : null
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={
                    active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined
                  }
                  className={`px-4 py-3 font-semibold whitespace-nowrap ${column.className ?? ''}`}
                >
                  {column.sortable ? (
                    <Link
                      to={`${pathname}${listSearch(search, { sort: nextSort(sort, column.key) })}`}
                      replace
                      preventScrollReset
                      className="inline-flex min-h-11 items-center gap-1 hover:text-brand-800"
                    >
                      {column.header}
                      <span aria-hidden="true" className="text-xs">
                        {active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}
                      </span>
                      <span className="sr-only">
                        {active === 'asc'
                          ? ' (đang xếp tăng dần, bấm để xếp giảm dần)'
                          : active === 'desc'
                            ? ' (đang xếp giảm dần, bấm để bỏ sắp xếp)'
                            : ' (bấm để xếp tăng dần)'}
                      </span>
                    </Link>
                  ) : (
                    column.header
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-200">
          {loading ? (
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index} aria-hidden="true">
                {columns.map((column) => (
                  <td key={column.key} className="px-4 py-3">
                    <span className="block h-4 animate-pulse rounded bg-ink-200" />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-ink-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="align-top hover:bg-ink-50">
                {columns.map((column) => (
                  <td key={column.key} className={`px-4 py-3 ${column.className ?? ''}`}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {loading ? <p className="sr-only">Đang tải…</p> : null}
    </div>
  )
}
