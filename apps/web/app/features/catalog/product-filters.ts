import { BRAND_FILTER_MAX, PAGE_MAX, PRICE_MAX, type ProductSort } from '@phiencho/contracts'

import type { ProductListParams } from './api/get-products'

/** The product list's whole state, as the address carries it (`/san-pham?brand=x&sort=price_asc`). */
export interface ProductFilters {
  category: string | null
  brands: string[]
  store: string | null
  priceMin: number | null
  priceMax: number | null
  onSale: boolean
  inStock: boolean
  sort: ListSort
  page: number
}

/** `relevance` belongs to search; the lists offer the others. */
export type ListSort = Exclude<ProductSort, 'relevance'>
export const DEFAULT_SORT: ListSort = 'newest'

export const LIST_SORTS: readonly ListSort[] = [
  'newest',
  'best_selling',
  'rating',
  'price_asc',
  'price_desc',
  'name',
]

export const PRODUCTS_PER_PAGE = 24

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const TRUE_VALUES = new Set(['true', '1', 'on', 'yes'])

function slugOrNull(value: string | null): string | null {
  const slug = value?.trim().toLowerCase() ?? ''
  return slug.length <= 200 && SLUG.test(slug) ? slug : null
}

/** "500.000", "500000", "500 000 ₫" → 500000; anything without digits → null. */
export function parsePrice(value: string | null): number | null {
  const digits = value?.replace(/[\s.,₫đ]/gi, '') ?? ''
  if (!/^\d{1,10}$/.test(digits)) return null
  return Math.min(Number(digits), PRICE_MAX)
}

/**
 * Reads the address forgivingly: a hand-edited or stale URL never fails the page, its bad parts
 * are dropped. Brands come as `brand=a&brand=b` (the form) or `brand=a,b`.
 */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const brands = [
    ...new Set(
      params
        .getAll('brand')
        .flatMap((value) => value.split(','))
        .map((value) => slugOrNull(value))
        .filter((value): value is string => value !== null),
    ),
  ].slice(0, BRAND_FILTER_MAX)
  let priceMin = parsePrice(params.get('price_min'))
  let priceMax = parsePrice(params.get('price_max'))
  // "from 500k to 100k" meant the other way round.
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) {
    ;[priceMin, priceMax] = [priceMax, priceMin]
  }
  const sort = params.get('sort')
  const page = Number(params.get('page'))
  return {
    category: slugOrNull(params.get('category')),
    brands,
    store: slugOrNull(params.get('store')),
    priceMin,
    priceMax,
    onSale: TRUE_VALUES.has(params.get('on_sale') ?? ''),
    inStock: TRUE_VALUES.has(params.get('in_stock') ?? ''),
    sort: LIST_SORTS.includes(sort as ListSort) ? (sort as ListSort) : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  }
}

/** The query string for these filters, defaults left out, so one state has one address. */
export function productFiltersSearch(filters: ProductFilters): string {
  const params = new URLSearchParams()
  if (filters.category) params.set('category', filters.category)
  for (const brand of filters.brands) params.append('brand', brand)
  if (filters.store) params.set('store', filters.store)
  if (filters.priceMin !== null) params.set('price_min', String(filters.priceMin))
  if (filters.priceMax !== null) params.set('price_max', String(filters.priceMax))
  if (filters.onSale) params.set('on_sale', 'true')
  if (filters.inStock) params.set('in_stock', 'true')
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort)
  if (filters.page > 1) params.set('page', String(filters.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The API request for this state; `category` from the path wins on a category page. */
export function productListParams(
  filters: ProductFilters,
  category: string | null = filters.category,
): ProductListParams {
  const params: ProductListParams = {
    page: filters.page,
    per_page: PRODUCTS_PER_PAGE,
    sort: filters.sort,
  }
  if (category) params.category = category
  if (filters.brands.length) params.brand = filters.brands
  if (filters.store) params.store = filters.store
  if (filters.priceMin !== null) params.price_min = filters.priceMin
  if (filters.priceMax !== null) params.price_max = filters.priceMax
  if (filters.onSale) params.on_sale = true
  if (filters.inStock) params.in_stock = true
  return params
}

/** How many filters narrow the list (the sort and page do not count), for "Bộ lọc (2)". */
export function activeFilterCount(filters: ProductFilters, { withCategory = true } = {}): number {
  return (
    (withCategory && filters.category ? 1 : 0) +
    filters.brands.length +
    (filters.store ? 1 : 0) +
    (filters.priceMin !== null || filters.priceMax !== null ? 1 : 0) +
    (filters.onSale ? 1 : 0) +
    (filters.inStock ? 1 : 0)
  )
}

/** Form fields to query string: empty fields dropped, so a GET form gives a clean address. */
export function formSearch(entries: Iterable<[string, FormDataEntryValue]>): string {
  const params = new URLSearchParams()
  for (const [key, value] of entries) {
    if (typeof value === 'string' && value.trim() !== '') params.append(key, value.trim())
  }
  const parsed = parseProductFilters(params)
  // Re-serialised: prices typed as "500.000" come out as 500000, the default sort drops out.
  return productFiltersSearch({ ...parsed, page: 1 })
}

/**
 * The canonical query of a list: the filters and page, never the sort (the same products in
 * another order are the same page to a search engine).
 */
export function canonicalListSearch(filters: ProductFilters): string {
  return productFiltersSearch({ ...filters, sort: DEFAULT_SORT })
}
