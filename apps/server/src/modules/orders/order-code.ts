import { randomInt } from 'node:crypto'

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000

/**
 * `PC` + the date in Vietnam (yyMMdd) + six random digits, e.g. `PC261122048213`: short enough to
 * read over the phone, and not a counter that tells competitors the day's sales. A clash (one in a
 * million per day and order) is caught by the unique index and drawn again.
 */
export function newOrderCode(now: Date = new Date()): string {
  const date = new Date(now.getTime() + VIETNAM_OFFSET_MS)
    .toISOString()
    .slice(2, 10)
    .replace(/-/g, '')
  return `PC${date}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}
