import { PAGE_MAX } from '@phiencho/contracts'

/** `?page=` of a list: a whole number from 1 to PAGE_MAX, else the first page. */
export function readPageNumber(params: URLSearchParams): number {
  const raw = params.get('page')
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return 1
  const page = Number(raw)
  return page >= 1 && page <= PAGE_MAX ? page : 1
}
