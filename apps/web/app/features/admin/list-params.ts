// A list's state lives in the address (page, search, filters, sort), so a link shares the view.

export type SortDirection = 'asc' | 'desc'

export interface ListSort {
  key: string
  direction: SortDirection
}

export interface ListParams {
  page: number
  q: string
  /** `?sort=name` ascending, `?sort=-name` descending. */
  sort: ListSort | null
  /** One value per filter name given; '' when absent. */
  filters: Record<string, string>
}

export function readListParams(search: URLSearchParams, filterNames: readonly string[] = []) {
  const page = Number.parseInt(search.get('page') ?? '', 10)
  const sortParam = search.get('sort') ?? ''
  const sortKey = sortParam.replace(/^-/, '')
  const filters: Record<string, string> = {}
  for (const name of filterNames) filters[name] = search.get(name) ?? ''
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    q: (search.get('q') ?? '').trim(),
    sort: sortKey ? { key: sortKey, direction: sortParam.startsWith('-') ? 'desc' : 'asc' } : null,
    filters,
  } satisfies ListParams
}

/**
 * The query string with `changes` applied (null or '' removes a parameter). Any change but the
 * page's goes back to the first page: page 4 of another search means nothing.
 */
export function listSearch(
  search: URLSearchParams | string,
  changes: Record<string, string | number | null>,
): string {
  const params = new URLSearchParams(search)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(name)
    else params.set(name, String(value))
  }
  if (!('page' in changes)) params.delete('page')
  if (params.get('page') === '1') params.delete('page')
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The sort a column's header asks for next: ascending first, then descending, then none. */
export function nextSort(current: ListSort | null, key: string): string | null {
  if (current?.key !== key) return key
  return current.direction === 'asc' ? `-${key}` : null
}

/** Rows sorted by one column, for lists the API answers whole; Vietnamese collation for text. */
export function sortRows<T>(
  rows: readonly T[],
  sort: ListSort | null,
  valueOf: (row: T, key: string) => string | number | null,
): T[] {
  if (!sort) return [...rows]
  const collator = new Intl.Collator('vi', { sensitivity: 'base', numeric: true })
  const sign = sort.direction === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    const x = valueOf(a, sort.key)
    const y = valueOf(b, sort.key)
    if (x === y) return 0
    if (x === null) return 1
    if (y === null) return -1
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : collator.compare(String(x), String(y))
    return order * sign
  })
}
