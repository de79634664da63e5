import { describe, expect, it } from 'vitest'

import { formatInteger, formatRating } from './number.ts'

describe('formatRating', () => {
  it('keeps one decimal with a comma', () => {
    expect(formatRating(4.75)).toBe('4,8')
    expect(formatRating(4.84)).toBe('4,8')
    expect(formatRating(5)).toBe('5,0')
    expect(formatRating(1)).toBe('1,0')
  })

  it('refuses values that are not numbers', () => {
    expect(() => formatRating(Number.NaN)).toThrow(RangeError)
  })
})

describe('formatInteger', () => {
  it('groups thousands with dots', () => {
    expect(formatInteger(123)).toBe('123')
    expect(formatInteger(12_345)).toBe('12.345')
    expect(formatInteger(1_234_567)).toBe('1.234.567')
  })

  it('prints what Intl prints for vi-VN, grouped by hand or not', () => {
    const intl = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 })
    const values = [0, -0, 1, 9, 10, 999, 1000, 1001, 99_999, 100_000, 999_999_999, 1e9, 12_345.9]
    for (const value of [...values, ...values.map((v) => -v), 2 ** 53, -(2 ** 60)]) {
      expect(formatInteger(value)).toBe(intl.format(Math.trunc(value)))
    }
    for (let value = 1; value < 1e9; value = value * 7 + 3) {
      expect(formatInteger(value)).toBe(intl.format(value))
    }
  })
})
