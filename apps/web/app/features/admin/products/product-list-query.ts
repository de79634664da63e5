import { adminProductSorts, type AdminProductSort } from '@phiencho/contracts'

// The product list's view lives in the address: search, filters, sort and page.

export const PRODUCT_FILTERS = [
  'category_id',
  'brand_id',
  'store',
  'status',
  'stock',
  'on_sale',
  'price_min',
  'price_max',
] as const
export type ProductFilter = (typeof PRODUCT_FILTERS)[number]

export interface ProductListView {
  q: string
  filters: Record<ProductFilter, string>
  sort: AdminProductSort
  page: number
}

export function readProductListView(search: URLSearchParams): ProductListView {
  const filters = Object.fromEntries(
    PRODUCT_FILTERS.map((name) => [name, (search.get(name) ?? '').trim()]),
  ) as Record<ProductFilter, string>
  const sort = search.get('sort') ?? ''
  const page = Number.parseInt(search.get('page') ?? '', 10)
  return {
    q: (search.get('q') ?? '').trim(),
    filters,
    sort: (adminProductSorts as readonly string[]).includes(sort)
      ? (sort as AdminProductSort)
      : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The API query of a view: only what is set. */
export function productListQuery(view: ProductListView): Record<string, string> {
  const query: Record<string, string> = {}
  if (view.q) query.q = view.q
  for (const [name, value] of Object.entries(view.filters)) if (value) query[name] = value
  if (view.sort !== 'newest') query.sort = view.sort
  if (view.page > 1) query.page = String(view.page)
  return query
}

/** The view's search and filters alone (no sort, no page): what the sheet's export takes. */
export function filterQuery(view: ProductListView): Record<string, string> {
  return productListQuery({ ...view, sort: 'newest', page: 1 })
}
