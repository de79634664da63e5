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
})
