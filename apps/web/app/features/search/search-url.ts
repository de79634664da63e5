import {
  PER_PAGE_DEFAULT,
  type ProductSort,
  productSorts,
  type SearchType,
  searchTypes,
} from '@phiencho/contracts'

import { parseProductFilters } from '../catalog/product-filters'
import { readSearchText } from '../../lib/search-text'

/** The product filters of the search page, as in the product list. */
export interface SearchFilters {
  category?: string
  brand: string[]
  store?: string
  price_min?: number
  price_max?: number
  on_sale: boolean
  in_stock: boolean
}

/** Everything the search page shows is in its address (it works without JavaScript). */
export interface SearchUrlState {
  /** Trimmed; '' means nothing was searched yet. */
  q: string
  type: SearchType
  page: number
  sort: ProductSort
  filters: SearchFilters
}

/** Nothing narrows the products ("Xóa bộ lọc"). */
export const NO_FILTERS: SearchFilters = { brand: [], on_sale: false, in_stock: false }

/**
 * Reads the address as the product list does: a part the API would refuse (a bad page, an unknown
 * sort, a malformed brand) is dropped and the rest kept, so a hand-edited link still shows results
 * rather than an error. Not with the API's zod schema: that would put zod (27 kB gzip) in the search
 * page's first load; the API still validates what it is sent.
 */
export function readSearchUrl(params: URLSearchParams): SearchUrlState {
  const filters = parseProductFilters(params)
  const type = params.get('type')
  const sort = params.get('sort')
  return {
    q: readSearchText(params.get('q')),
    type: searchTypes.includes(type as SearchType) ? (type as SearchType) : 'products',
    page: filters.page,
    sort: productSorts.includes(sort as ProductSort) ? (sort as ProductSort) : 'relevance',
    filters: {
      category: filters.category ?? undefined,
      brand: filters.brands,
      store: filters.store ?? undefined,
      price_min: filters.priceMin ?? undefined,
      price_max: filters.priceMax ?? undefined,
      on_sale: filters.onSale,
      in_stock: filters.inStock,
    },
  }
}

/** How many filters narrow the products (the sort and page do not count), for "Bộ lọc (2)". */
export function activeFilterCount({ filters }: SearchUrlState): number {
  return (
    (filters.category ? 1 : 0) +
    filters.brand.length +
    (filters.store ? 1 : 0) +
    (filters.price_min !== undefined || filters.price_max !== undefined ? 1 : 0) +
    (filters.on_sale ? 1 : 0) +
    (filters.in_stock ? 1 : 0)
  )
}

export function hasFilters(state: SearchUrlState): boolean {
  return activeFilterCount(state) > 0
}

/** The `GET /search` query for the state's tab (products carry the filters, sort and page). */
export function searchApiQuery(state: SearchUrlState) {
  if (state.type !== 'products') {
    return { q: state.q, type: state.type, page: state.page, per_page: PER_PAGE_DEFAULT }
  }
  const { filters } = state
  return {
    q: state.q,
    page: state.page,
    per_page: PER_PAGE_DEFAULT,
    sort: state.sort,
    category: filters.category,
    brand: filters.brand.length ? filters.brand.join(',') : undefined,
    store: filters.store,
    price_min: filters.price_min,
    price_max: filters.price_max,
    on_sale: filters.on_sale || undefined,
    in_stock: filters.in_stock || undefined,
  }
}
export type SearchApiQuery = ReturnType<typeof searchApiQuery>

/** The products tab with nothing but the text: its answer also counts the stores and brands. */
export function searchSummaryQuery(q: string): SearchApiQuery {
  return searchApiQuery({ q, type: 'products', page: 1, sort: 'relevance', filters: NO_FILTERS })
}

/**
 * `/tim-kiem?…` for the state with `changes`; defaults are left out so that each result page has
 * one address, and any change other than the page itself goes back to page 1.
 */
export function searchHref(state: SearchUrlState, changes: Partial<SearchUrlState> = {}): string {
  const next: SearchUrlState = { ...state, ...changes }
  if (!('page' in changes)) next.page = 1
  const params = new URLSearchParams()
  if (next.q) params.set('q', next.q)
  if (next.type !== 'products') params.set('type', next.type)
  if (next.type === 'products') {
    const { filters } = next
    if (next.sort !== 'relevance') params.set('sort', next.sort)
    if (filters.category) params.set('category', filters.category)
    for (const brand of filters.brand) params.append('brand', brand)
    if (filters.store) params.set('store', filters.store)
    if (filters.price_min !== undefined) params.set('price_min', String(filters.price_min))
    if (filters.price_max !== undefined) params.set('price_max', String(filters.price_max))
    if (filters.on_sale) params.set('on_sale', 'true')
    if (filters.in_stock) params.set('in_stock', 'true')
  }
  if (next.page > 1) params.set('page', String(next.page))
  return `/tim-kiem?${params}`
}
