import type { ProductSort } from '@phiencho/contracts'

import { ShopLink } from '../../../components/ui/shop-link'
import { searchHref, type SearchUrlState } from '../search-url'

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Phù hợp nhất',
  best_selling: 'Bán chạy',
  newest: 'Mới nhất',
  price_asc: 'Giá thấp đến cao',
  price_desc: 'Giá cao đến thấp',
  name: 'Tên A–Z',
}
const SORTS = Object.keys(SORT_LABELS) as ProductSort[]

/** Sort orders as links, as on the product list (plus relevance, search's own order). */
export function SortLinks({ state }: { state: SearchUrlState }) {
  return (
    <nav aria-label="Sắp xếp" className="flex min-w-0 items-center gap-2">
      <span className="hidden shrink-0 text-sm text-ink-600 sm:inline">Sắp xếp:</span>
      <ul className="-mx-1 flex gap-1.5 overflow-x-auto px-1 py-1 [scrollbar-width:none] lg:flex-wrap lg:overflow-visible">
        {SORTS.map((sort) => {
          const current = sort === state.sort
          return (
            <li key={sort} className="shrink-0">
              <ShopLink
                to={searchHref(state, { sort })}
                aria-current={current ? 'true' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap ${
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-ink-300 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-800'
                }`}
              >
                {SORT_LABELS[sort]}
              </ShopLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
