import { Link } from 'react-router'

import {
  LIST_SORTS,
  type ProductFilters,
  productFiltersSearch,
  SORT_LABELS,
} from '../product-filters'

/** Sort orders as links (they work without JavaScript and keep every filter); page 1 of each. */
export function SortLinks({ path, filters }: { path: string; filters: ProductFilters }) {
  return (
    <nav aria-label="Sắp xếp" className="flex min-w-0 items-center gap-2">
      <span className="hidden shrink-0 text-sm text-ink-600 sm:inline">Sắp xếp:</span>
      <ul className="-mx-1 flex gap-1.5 overflow-x-auto px-1 py-1 [scrollbar-width:none]">
        {LIST_SORTS.map((sort) => {
          const current = sort === filters.sort
          return (
            <li key={sort} className="shrink-0">
              <Link
                to={`${path}${productFiltersSearch({ ...filters, sort, page: 1 })}`}
                aria-current={current ? 'true' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap ${
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-ink-300 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-800'
                }`}
              >
                {SORT_LABELS[sort]}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
