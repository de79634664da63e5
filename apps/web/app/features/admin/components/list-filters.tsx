import type { ReactNode } from 'react'
import { Form, useLocation } from 'react-router'

import { SearchIcon } from '../../../components/ui/icons'

interface ListFiltersProps {
  /** The search box's label; absent, no search box. */
  searchLabel?: string
  q?: string
  /** Select fields named like their address parameters. */
  children?: ReactNode
}

/**
 * The filters of a list, as a GET form to the same address: the browser (or the router) puts them
 * in the query string, so the filtered view is a link; the page starts again from page 1, and the
 * sort is kept.
 */
export function ListFilters({ searchLabel, q = '', children }: ListFiltersProps) {
  const { pathname, search } = useLocation()
  const sort = new URLSearchParams(search).get('sort')
  return (
    <Form
      method="get"
      action={pathname}
      role="search"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      {sort ? <input type="hidden" name="sort" value={sort} /> : null}
      {searchLabel ? (
        <div className="flex-1">
          <label htmlFor="list-q" className="mb-1 block text-sm font-medium text-ink-800">
            {searchLabel}
          </label>
          <input
            id="list-q"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            className="field-input"
            maxLength={100}
          />
        </div>
      ) : null}
      {children}
      <button type="submit" className="btn btn-secondary">
        <SearchIcon className="size-5" aria-hidden="true" />
        Lọc
      </button>
    </Form>
  )
}

interface FilterSelectProps {
  name: string
  label: string
  value: string
  options: readonly { value: string; label: string }[]
}

export function FilterSelect({ name, label, value, options }: FilterSelectProps) {
  const id = `filter-${name}`
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} key={value} className="field-input">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
