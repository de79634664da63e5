import type { ProductSort } from '@phiencho/contracts'

import { ShopLink } from '../ui/shop-link'

export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Phù hợp nhất',
  newest: 'Mới nhất',
  best_selling: 'Bán chạy',
  price_asc: 'Giá thấp đến cao',
  price_desc: 'Giá cao đến thấp',
  name: 'Tên A–Z',
  rating: 'Đánh giá cao',
}

interface SortChipsProps<S extends ProductSort> {
  sorts: readonly S[]
  current: S
  /** The address of the list in that order (page 1, every filter kept). */
  hrefFor: (sort: S) => string
  /** Wide screens show every chip on as many lines as needed instead of scrolling them. */
  wrapOnWide?: boolean
}

/** Sort orders as links: they work without JavaScript and keep the filters. */
export function SortChips<S extends ProductSort>({
  sorts,
  current,
  hrefFor,
  wrapOnWide = false,
}: SortChipsProps<S>) {
  return (
    <nav aria-label="Sắp xếp" className="flex min-w-0 items-center gap-2">
      <span className="hidden shrink-0 text-sm text-ink-600 sm:inline">Sắp xếp:</span>
      <ul
        className={`-mx-1 flex gap-1.5 overflow-x-auto px-1 py-1 [scrollbar-width:none] ${
          wrapOnWide ? 'lg:flex-wrap lg:overflow-visible' : ''
        }`}
      >
        {sorts.map((sort) => (
          <li key={sort} className="shrink-0">
            <ShopLink
              to={hrefFor(sort)}
              aria-current={sort === current ? 'true' : undefined}
              className={`inline-flex min-h-10 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap ${
                sort === current
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-ink-300 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-800'
              }`}
            >
              {PRODUCT_SORT_LABELS[sort]}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
