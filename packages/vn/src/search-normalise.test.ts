import { describe, expect, it } from 'vitest'

import { normaliseSearchText } from './search-normalise.ts'

describe('normaliseSearchText', () => {
  it('lowercases and removes diacritics, with đ → d', () => {
    expect(normaliseSearchText('Đồng hồ ĐEO TAY')).toBe('dong ho deo tay')
  })

  it('turns punctuation into spaces and collapses whitespace', () => {
    expect(normaliseSearchText('  Áo THUN—cổ tròn!\t\n(size  L) ')).toBe('ao thun co tron size l')
    expect(normaliseSearchText('iPhone-15/Pro,256GB')).toBe('iphone 15 pro 256gb')
  })

  it('folds the same text typed with and without marks to one key', () => {
    expect(normaliseSearchText('nồi cơm điện')).toBe(normaliseSearchText('noi com dien'))
    expect(normaliseSearchText('Nồi Cơm Điện'.normalize('NFD'))).toBe('noi com dien')
  })

  it('maps the letters unaccent rewrites that NFD keeps whole', () => {
    expect(normaliseSearchText('Straße Æble Øre')).toBe('strasse aeble ore')
  })

  it('gives an empty string for empty or punctuation-only input', () => {
    expect(normaliseSearchText('')).toBe('')
    expect(normaliseSearchText(' ... !? ')).toBe('')
  })
})
