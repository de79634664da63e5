import { addDays } from '@phiencho/vn'

/**
 * Rows of `product_sales` to add up: `period` rows starting from `first` to `last`, counted with
 * `sign` (a month less some of its days reads fewer rows than most of its days).
 */
export interface SalesPart {
  period: 'day' | 'month' | 'year'
  first: string
  last: string
  sign: 1 | -1
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`
const nextMonth = (month: string) => addMonths(month, 1)
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * The parts that make the days `from`…`to`: whole years as yearly rows, other whole months as
 * monthly rows, and each month the range only partly covers as its days, or as the month less the
 * days outside, whichever reads fewer days. Days after `today` are taken to hold nothing, so the
 * current month is read as a month and the current year, from January on, as a year.
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
  return parts.flatMap((part) => (part.period === 'month' ? withYears(part, today) : [part]))
}

/** A run of months, its whole calendar years (up to today's month) read as years. */
function withYears(months: SalesPart, today: string): SalesPart[] {
  const parts: SalesPart[] = []
  let first = months.first
  const thisMonth = monthStart(today)
  for (let month = months.first; month <= months.last; month = nextMonth(month)) {
    const year = month.slice(0, 4)
    const december = `${year}-12-01`
    const yearEnd = december < thisMonth ? december : thisMonth
    if (month.endsWith('-01-01') && yearEnd <= months.last) {
      if (first < month) parts.push({ ...months, first, last: addMonths(month, -1) })
      parts.push({ period: 'year', first: month, last: month, sign: 1 })
      month = december < months.last ? december : months.last
      first = nextMonth(month)
    }
  }
  if (first <= months.last) parts.push({ ...months, first })
  return parts
}

const addMonths = (month: string, months: number) => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + m - 1 + months
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`
}
