export type PageItem = number | 'gap'

/**
 * The page numbers to show: always the first and last, and `siblings` either side of the current
 * one; a `gap` stands for the pages left out. `pageWindow(6, 20)` → 1 … 5 6 7 … 20.
 */
export function pageWindow(current: number, last: number, siblings = 1): PageItem[] {
  if (last <= 1) return [1]
  const page = Math.min(Math.max(1, current), last)
  const start = Math.max(2, page - siblings)
  const end = Math.min(last - 1, page + siblings)
  const items: PageItem[] = [1]
  // A gap of exactly one page shows that page instead: "1 2 3" reads better than "1 … 3".
  if (start === 3) items.push(2)
  else if (start > 3) items.push('gap')
  for (let n = start; n <= end; n++) items.push(n)
  if (end === last - 2) items.push(last - 1)
  else if (end < last - 2) items.push('gap')
  items.push(last)
  return items
}

/** The same address with another page; page 1 drops the parameter so each page has one URL. */
export function pageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search)
  if (page <= 1) params.delete('page')
  else params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
