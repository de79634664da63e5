import { addDays } from '@phiencho/vn'

/**
 * Rows of `product_sales` to add up: `period` rows starting from `first` to `last`, counted with
 * `sign` (a month less some of its days reads fewer rows than most of its days).
 */
export interface SalesPart {
  period: 'day' | 'month'
  first: string
  last: string
  sign: 1 | -1
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`
const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`
}
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * The parts that make the days `from`…`to`: whole months as monthly rows, and each month the range
 * only partly covers as its days, or as the month less the days outside, whichever reads fewer
 * days. Days after `today` are taken to hold nothing, so the current month is read as a month.
 */
export function salesParts(from: string, to: string, today: string): SalesPart[] {
  const cost = (first: string, last: string) => {
    const end = last < today ? last : today
    return first > end ? 0 : daysBetween(first, end) + 1
  }
  const parts: SalesPart[] = []
  let months: SalesPart | undefined
  const addMonth = (month: string) => {
    if (months && nextMonth(months.last) === month) {
      months.last = month
    } else {
      months = { period: 'month', first: month, last: month, sign: 1 }
      parts.push(months)
    }
  }
  for (let month = monthStart(from); month <= to; month = nextMonth(month)) {
    const end = addDays(nextMonth(month), -1)
    const first = from > month ? from : month
    const last = to < end ? to : end
    if (first === month && last === end) {
      addMonth(month)
      continue
    }
    const outside = cost(month, addDays(first, -1)) + cost(addDays(last, 1), end)
    if (cost(first, last) <= outside) {
      parts.push({ period: 'day', first, last, sign: 1 })
      continue
    }
    addMonth(month)
    if (first > month)
      parts.push({ period: 'day', first: month, last: addDays(first, -1), sign: -1 })
    if (last < end) parts.push({ period: 'day', first: addDays(last, 1), last: end, sign: -1 })
  }
  return parts
}
