import type { SearchType } from '@phiencho/contracts'

import { ShopLink } from '../../../components/ui/shop-link'
import { searchHref, type SearchUrlState } from '../search-url'

const TABS: readonly { type: SearchType; label: string }[] = [
  { type: 'products', label: 'Sản phẩm' },
  { type: 'stores', label: 'Cửa hàng' },
  { type: 'brands', label: 'Thương hiệu' },
]

export interface SearchCounts {
  products: number
  /** The product count stopped at a bound: "1000+". */
  productsCapped: boolean
  stores: number
  brands: number
}

/** Links rather than ARIA tabs: each kind of result has its own address and works without JS. */
export function SearchTabs({
  state,
  counts,
}: {
  state: SearchUrlState
  counts: SearchCounts | null
}) {
  const countOf = (type: SearchType) => {
    if (!counts) return null
    if (type === 'products') return `${counts.products}${counts.productsCapped ? '+' : ''}`
    return String(counts[type])
  }
  return (
    <nav aria-label="Loại kết quả" className="border-b border-ink-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {TABS.map(({ type, label }) => {
          const current = state.type === type
          const count = countOf(type)
          return (
            <li key={type} className="shrink-0">
              <ShopLink
                to={searchHref(state, { type })}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-1.5 border-b-2 px-2 text-sm font-medium sm:px-4 ${
                  current
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-ink-700 hover:text-brand-800'
                }`}
              >
                {label}
                {count !== null ? (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${
                      current ? 'bg-brand-50 text-brand-800' : 'bg-ink-100 text-ink-700'
                    }`}
                  >
                    {count}
                  </span>
                ) : null}
              </ShopLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
