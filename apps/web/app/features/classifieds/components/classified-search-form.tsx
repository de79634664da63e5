import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'

import { SearchIcon } from '../../../components/ui/icons'
import { type ClassifiedFilters, classifiedFormSearch } from '../classified-filters'
import { FilterHiddenFields } from './filter-hidden-fields'

interface ClassifiedSearchFormProps {
  /** The page the form submits to: `/muc-rao-vat` or a topic's address. */
  action: string
  filters: ClassifiedFilters
  placeholder?: string
}

/**
 * The search box over the list: new words keep the chosen filters and order, back on page 1. The
 * server ignores diacritics, so "xe may" finds "xe máy". A GET form: it works without JavaScript.
 */
export function ClassifiedSearchForm({
  action,
  filters,
  placeholder = 'Tìm xe máy, phòng trọ, điện thoại…',
}: ClassifiedSearchFormProps) {
  const navigate = useNavigate()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void navigate(`${action}${classifiedFormSearch(new FormData(event.currentTarget))}`)
  }

  return (
    <form role="search" method="get" action={action} onSubmit={onSubmit} className="flex gap-2">
      <FilterHiddenFields filters={filters} except={['q']} />
      <label htmlFor="classifieds-q" className="sr-only">
        Tìm tin rao vặt
      </label>
      <input
        id="classifieds-q"
        name="q"
        type="search"
        defaultValue={filters.q}
        maxLength={100}
        enterKeyHint="search"
        autoComplete="off"
        placeholder={placeholder}
        className="field-input min-w-0 flex-1"
      />
      <button type="submit" className="btn btn-primary shrink-0 px-3 sm:px-5">
        <SearchIcon width={20} height={20} />
        <span className="sr-only sm:not-sr-only">Tìm kiếm</span>
      </button>
    </form>
  )
}
