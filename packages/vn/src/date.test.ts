import { describe, expect, it } from 'vitest'

import {
  addDays,
  eachDay,
  formatDateTimeVi,
  formatDateVi,
  formatRelativeVi,
  isIsoDay,
  vietnamDayOf,
  vietnamDayStart,
} from './date.ts'

// 14:05 in Hà Nội is 07:05 UTC
const instant = new Date('2026-11-22T07:05:00Z')
const ago = (ms: number) => new Date(instant.getTime() - ms)
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('formatDateVi', () => {
  it('prints day/month/year in Vietnam time', () => {
    expect(formatDateVi(instant)).toBe('22/11/2026')
    expect(formatDateVi('2026-11-22T07:05:00Z')).toBe('22/11/2026')
  })

  it('uses Asia/Ho_Chi_Minh whatever the machine zone, across midnight UTC', () => {
    expect(formatDateVi('2026-12-31T17:00:00Z')).toBe('01/01/2027')
    expect(formatDateVi('2026-12-31T16:59:00Z')).toBe('31/12/2026')
  })

  it('pads day and month', () => {
    expect(formatDateVi('2026-03-04T00:00:00+07:00')).toBe('04/03/2026')
  })

  it('reads the same wall clock as Intl in Asia/Ho_Chi_Minh, every few hours of ten years', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2034, 0, 1); t += 7 * HOUR + 13 * MINUTE) {
      const parts = Object.fromEntries(intl.formatToParts(t).map((part) => [part.type, part.value]))
      const { day, month, year, hour, minute } = parts as Record<string, string>
      expect(formatDateTimeVi(new Date(t))).toBe(`${hour}:${minute}, ${day}/${month}/${year}`)
    }
  })

  it('refuses an invalid date', () => {
    expect(() => formatDateVi('không phải ngày')).toThrow(RangeError)
    expect(() => formatDateVi(new Date(Number.NaN))).toThrow(RangeError)
  })
})

describe('formatDateTimeVi', () => {
  it('prints 24-hour time, then the date', () => {
    expect(formatDateTimeVi(instant)).toBe('14:05, 22/11/2026')
    expect(formatDateTimeVi('2026-11-21T17:00:00Z')).toBe('00:00, 22/11/2026')
    expect(formatDateTimeVi('2026-11-22T16:59:00Z')).toBe('23:59, 22/11/2026')
  })
})

describe('formatRelativeVi', () => {
  it('says vừa xong under a minute, and for small clock skew', () => {
    expect(formatRelativeVi(instant, instant)).toBe('vừa xong')
    expect(formatRelativeVi(ago(59_000), instant)).toBe('vừa xong')
    expect(formatRelativeVi(ago(-30_000), instant)).toBe('vừa xong')
  })

  it('counts whole minutes, hours and days', () => {
    expect(formatRelativeVi(ago(MINUTE), instant)).toBe('1 phút trước')
    expect(formatRelativeVi(ago(5 * MINUTE + 59_000), instant)).toBe('5 phút trước')
    expect(formatRelativeVi(ago(59 * MINUTE), instant)).toBe('59 phút trước')
    expect(formatRelativeVi(ago(HOUR), instant)).toBe('1 giờ trước')
    expect(formatRelativeVi(ago(3 * HOUR + 20 * MINUTE), instant)).toBe('3 giờ trước')
    expect(formatRelativeVi(ago(DAY), instant)).toBe('1 ngày trước')
    expect(formatRelativeVi(ago(2 * DAY + HOUR), instant)).toBe('2 ngày trước')
    expect(formatRelativeVi(ago(6 * DAY + 23 * HOUR), instant)).toBe('6 ngày trước')
  })

  it('falls back to the date from a week on, and for the future', () => {
    expect(formatRelativeVi(ago(7 * DAY), instant)).toBe('15/11/2026')
    expect(formatRelativeVi(ago(-2 * HOUR), instant)).toBe('22/11/2026')
  })

  it('accepts ISO strings for both arguments', () => {
    expect(formatRelativeVi('2026-11-22T06:05:00Z', '2026-11-22T07:05:00Z')).toBe('1 giờ trước')
  })
})

describe('Vietnamese calendar days', () => {
  it('start at 17:00 UTC the day before, whatever the machine zone', () => {
    expect(vietnamDayStart('2026-11-22').toISOString()).toBe('2026-11-21T17:00:00.000Z')
    expect(vietnamDayOf('2026-12-31T17:00:00Z')).toBe('2027-01-01')
    expect(vietnamDayOf('2026-12-31T16:59:59Z')).toBe('2026-12-31')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('are real days written YYYY-MM-DD', () => {
    expect(isIsoDay('2028-02-29')).toBe(true)
    expect(isIsoDay('2026-02-29')).toBe(false)
    expect(isIsoDay('2026-1-05')).toBe(false)
    expect(() => vietnamDayStart('hôm nay')).toThrow(RangeError)
  })
})

describe('eachDay', () => {
  it('counts every day of a range as addDays does, across months, leap days and years', () => {
    for (const [from, to] of [
      ['2023-12-30', '2026-03-02'],
      ['2024-02-27', '2024-03-01'],
      ['2026-11-28', '2026-11-28'],
    ] as const) {
      const expected: string[] = []
      for (let day: string = from; day <= to; day = addDays(day, 1)) expected.push(day)
      expect(eachDay(from, to)).toEqual(expected)
    }
    expect(eachDay('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01'])
    expect(eachDay('2026-11-29', '2026-11-28')).toEqual([])
  })
})
