import { addDays } from '@phiencho/vn'
import { describe, expect, it } from 'vitest'
import { salesParts, type SalesPart } from './sales-periods.ts'

/** The days a list of parts counts, each with its multiplicity. */
function countedDays(parts: SalesPart[]): Map<string, number> {
  const counted = new Map<string, number>()
  for (const part of parts) {
    const last =
      part.period === 'day'
        ? part.last
        : part.period === 'month'
          ? lastDayOfMonth(part.last)
          : `${part.last.slice(0, 4)}-12-31`
    for (let day = part.first; day <= last; day = addDays(day, 1)) {
      counted.set(day, (counted.get(day) ?? 0) + part.sign)
    }
  }
  for (const [day, n] of counted) if (n === 0) counted.delete(day)
  return counted
}
const lastDayOfMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10)
}

describe('salesParts', () => {
  it('reads whole months as one monthly part and the rest as days', () => {
    expect(salesParts('2025-02-01', '2025-12-31', '2026-06-01')).toEqual([
      { period: 'month', first: '2025-02-01', last: '2025-12-01', sign: 1 },
    ])
    expect(salesParts('2025-03-03', '2025-03-05', '2026-06-01')).toEqual([
      { period: 'day', first: '2025-03-03', last: '2025-03-05', sign: 1 },
    ])
    expect(salesParts('2025-01-30', '2025-03-02', '2026-06-01')).toEqual([
      { period: 'day', first: '2025-01-30', last: '2025-01-31', sign: 1 },
      { period: 'month', first: '2025-02-01', last: '2025-02-01', sign: 1 },
      { period: 'day', first: '2025-03-01', last: '2025-03-02', sign: 1 },
    ])
  })

  it('reads whole calendar years as years', () => {
    expect(salesParts('2025-01-01', '2025-12-31', '2026-06-01')).toEqual([
      { period: 'year', first: '2025-01-01', last: '2025-01-01', sign: 1 },
    ])
    expect(salesParts('2024-11-28', '2026-11-27', '2026-11-27')).toEqual([
      { period: 'day', first: '2024-11-28', last: '2024-11-30', sign: 1 },
      { period: 'month', first: '2024-12-01', last: '2024-12-01', sign: 1 },
      { period: 'year', first: '2025-01-01', last: '2025-01-01', sign: 1 },
      // This year up to today is its year: the months after today's hold nothing yet.
      { period: 'year', first: '2026-01-01', last: '2026-01-01', sign: 1 },
      { period: 'day', first: '2026-11-28', last: '2026-11-30', sign: -1 },
    ])
    expect(salesParts('2026-01-01', '2026-06-10', '2026-06-10')).toEqual([
      { period: 'year', first: '2026-01-01', last: '2026-01-01', sign: 1 },
      { period: 'day', first: '2026-06-11', last: '2026-06-30', sign: -1 },
    ])
    // Not before today's month: then the year holds months the range does not.
    expect(salesParts('2026-01-01', '2026-04-30', '2026-06-10')).toEqual([
      { period: 'month', first: '2026-01-01', last: '2026-04-01', sign: 1 },
    ])
  })

  it('reads most of a month as the month less the days outside', () => {
    expect(salesParts('2025-03-03', '2025-04-30', '2026-06-01')).toEqual([
      { period: 'month', first: '2025-03-01', last: '2025-04-01', sign: 1 },
      { period: 'day', first: '2025-03-01', last: '2025-03-02', sign: -1 },
    ])
    // The current month up to today is its month: the days after today hold nothing yet.
    expect(salesParts('2026-05-03', '2026-06-10', '2026-06-10')).toEqual([
      { period: 'month', first: '2026-05-01', last: '2026-06-01', sign: 1 },
      { period: 'day', first: '2026-05-01', last: '2026-05-02', sign: -1 },
      { period: 'day', first: '2026-06-11', last: '2026-06-30', sign: -1 },
    ])
  })

  it('counts every day of the range up to today once and no other, whatever the range', () => {
    const today = '2026-11-27'
    // Days after today hold nothing, so a part may count them or not.
    const upToToday = (days: Map<string, number>) =>
      new Map([...days].filter(([day]) => day <= today))
    for (const from of [
      '2023-01-01',
      '2024-11-28',
      '2025-02-01',
      '2025-02-15',
      '2025-12-31',
      '2026-01-01',
    ]) {
      for (const length of [1, 2, 15, 29, 30, 31, 45, 60, 365, 366, 730, 1096]) {
        const to = addDays(from, length - 1)
        const expected = new Map(Array.from({ length }, (_, i) => [addDays(from, i), 1] as const))
        expect(upToToday(countedDays(salesParts(from, to, today))), `${from} +${length}`).toEqual(
          upToToday(expected),
        )
      }
    }
  })
})
