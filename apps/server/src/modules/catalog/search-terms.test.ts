import { describe, expect, it } from 'vitest'
import { hasMarks, MAX_TIER_CHOICES, partialTiers, searchTerms } from './search-terms.ts'

describe('searchTerms', () => {
  it('folds marks and case, and makes the last word a prefix', () => {
    expect(searchTerms('  Điện   THOẠI  ')).toEqual({
      text: 'Điện THOẠI',
      typed: 'điện thoại',
      folded: 'dien thoai',
      prefixQuery: 'dien & thoai:*',
      usesOperators: false,
      words: ['dien', 'thoai:*'],
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

  it('scores partial matches by distinct words, none for a websearch query', () => {
    expect(searchTerms('áo áo thun')?.words).toEqual(['ao', 'thun:*'])
    expect(searchTerms('thun áo áo')?.words).toEqual(['thun', 'ao:*'])
    expect(searchTerms('"áo thun" -trắng')?.words).toEqual([])
  })
})

describe('partialTiers', () => {
  it('asks for all words but one, then fewer, down to one', () => {
    expect(partialTiers(searchTerms('noi com dein')!)).toEqual([
      { words: 2, query: '(noi & com) | (noi & dein:*) | (com & dein:*)' },
      { words: 1, query: '(noi) | (com) | (dein:*)' },
    ])
    expect(partialTiers(searchTerms('iphoen')!)).toEqual([])
  })

  it(`stops before a tier of more than ${MAX_TIER_CHOICES} choices of words`, () => {
    const seven = partialTiers(searchTerms('a b c d e f g')!)
    expect(seven.map((tier) => tier.words)).toEqual([6, 5, 4, 3, 2, 1])
    const eight = partialTiers(searchTerms('a b c d e f g h')!)
    expect(eight.map((tier) => tier.words)).toEqual([7, 6, 5])
    expect(eight[2]!.query.split(' | ')).toHaveLength(56)
    const sentence = Array.from({ length: 70 }, (_, i) => `w${i}`).join(' ')
    expect(partialTiers(searchTerms(sentence)!)).toEqual([])
  })
})
