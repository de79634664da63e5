import { describe, expect, it } from 'vitest'
import { hasMarks, searchTerms } from './search-terms.ts'

describe('searchTerms', () => {
  it('folds marks and case, and makes the last word a prefix', () => {
    expect(searchTerms('  Điện   THOẠI  ')).toEqual({
      text: 'Điện THOẠI',
      typed: 'điện thoại',
      folded: 'dien thoai',
      prefixQuery: 'dien & thoai:*',
      usesOperators: false,
    })
    expect(searchTerms('iPhone-15/Pro')?.prefixQuery).toBe('iphone & 15 & pro:*')
  })

  it('keeps a one-letter last word exact', () => {
    expect(searchTerms('áo a')?.prefixQuery).toBe('ao & a')
  })

  it('leaves nothing that could break to_tsquery', () => {
    expect(searchTerms("a' & b:* | !c (d)")?.prefixQuery).toBe('a & b & c & d')
    expect(searchTerms('!!! ...')).toBeNull()
  })

  it('recognises websearch syntax', () => {
    expect(searchTerms('"áo thun" -trắng')?.usesOperators).toBe(true)
    expect(searchTerms('áo or quần')?.usesOperators).toBe(true)
    expect(searchTerms('wi-fi')?.usesOperators).toBe(false)
  })

  it('tells whether the words carry marks', () => {
    expect(hasMarks(searchTerms('đỏ')!)).toBe(true)
    expect(hasMarks(searchTerms('do')!)).toBe(false)
  })
})
