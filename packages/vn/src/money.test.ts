import { describe, expect, it } from 'vitest'

import { discountPercent, formatVnd } from './money.ts'

describe('formatVnd', () => {
  it('groups thousands with dots and puts a no-break space before ₫', () => {
    expect(formatVnd(1_250_000)).toBe('1.250.000\u00a0₫')
  })

  it('formats zero, small and negative amounts', () => {
    expect(formatVnd(0)).toBe('0\u00a0₫')
    expect(formatVnd(-0)).toBe('0\u00a0₫')
    expect(formatVnd(999)).toBe('999\u00a0₫')
    expect(formatVnd(-5_000)).toMatch(/^[-\u2212]5\.000\u00a0₫$/)
  })

  it('rounds fractions, since đồng have no minor unit', () => {
    expect(formatVnd(1234.4)).toBe('1.234\u00a0₫')
    expect(formatVnd(1234.5)).toBe('1.235\u00a0₫')
  })

  it('refuses values that are not amounts', () => {
    expect(() => formatVnd(Number.NaN)).toThrow(RangeError)
    expect(() => formatVnd(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('discountPercent', () => {
  it('gives the rounded percentage off', () => {
    expect(discountPercent(200_000, 150_000)).toBe(25)
    expect(discountPercent(300_000, 199_000)).toBe(34)
    expect(discountPercent(3, 2)).toBe(33)
  })

  it('is 0 when there is no sale price or no real discount', () => {
    expect(discountPercent(100_000, null)).toBe(0)
    expect(discountPercent(100_000, undefined)).toBe(0)
    expect(discountPercent(100_000, 100_000)).toBe(0)
    expect(discountPercent(100_000, 120_000)).toBe(0)
  })

  it('is 0 for a zero or negative price, and at most 100', () => {
    expect(discountPercent(0, 0)).toBe(0)
    expect(discountPercent(-10, -20)).toBe(0)
    expect(discountPercent(100_000, 0)).toBe(100)
    expect(discountPercent(100_000, -5)).toBe(100)
  })
})
