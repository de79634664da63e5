import { describe, expect, it } from 'vitest'

import { readPageNumber } from './page-number'

const page = (search: string) => readPageNumber(new URLSearchParams(search))

describe('readPageNumber', () => {
  it('reads a whole page number', () => {
    expect(page('page=3')).toBe(3)
    expect(page('q=ao&page=12')).toBe(12)
  })

  it('falls back to the first page for anything else', () => {
    expect(page('')).toBe(1)
    expect(page('page=0')).toBe(1)
    expect(page('page=-2')).toBe(1)
    expect(page('page=2.5')).toBe(1)
    expect(page('page=abc')).toBe(1)
    expect(page('page=1e3')).toBe(1)
    expect(page('page=99999999')).toBe(1)
  })
})
