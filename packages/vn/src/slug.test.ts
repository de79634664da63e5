import { describe, expect, it } from 'vitest'

import { removeDiacritics, slugify } from './slug.ts'

describe('removeDiacritics', () => {
  it('strips tone and vowel marks and maps đ/Đ, keeping case', () => {
    expect(removeDiacritics('Đường Điện Biên Phủ')).toBe('Duong Dien Bien Phu')
    expect(removeDiacritics('Tiếng Việt có dấu: ắ ằ ẳ ẵ ặ ơ ư')).toBe(
      'Tieng Viet co dau: a a a a a o u',
    )
  })

  it('handles text already in decomposed form and empty strings', () => {
    expect(removeDiacritics('Hà Nội'.normalize('NFD'))).toBe('Ha Noi')
    expect(removeDiacritics('')).toBe('')
  })
})

describe('slugify', () => {
  it('makes a lowercase ASCII slug with đ → d', () => {
    expect(slugify('Đường Điện Biên Phủ')).toBe('duong-dien-bien-phu')
    expect(slugify('Áo thun nam cổ tròn')).toBe('ao-thun-nam-co-tron')
  })

  it('turns runs of other characters into one hyphen and trims hyphens', () => {
    expect(slugify('  --Điện thoại iPhone 15 (128GB) -- chính hãng!! ')).toBe(
      'dien-thoai-iphone-15-128gb-chinh-hang',
    )
    expect(slugify('100% cotton & lụa')).toBe('100-cotton-lua')
  })

  it('gives an empty slug for empty or symbol-only input', () => {
    expect(slugify('')).toBe('')
    expect(slugify('!!! — ???')).toBe('')
  })

  it('cuts long titles at a hyphen boundary within 100 characters', () => {
    const title = 'Bộ nồi inox ba đáy cao cấp '.repeat(10)
    const slug = slugify(title)
    expect(slug.length).toBeLessThanOrEqual(100)
    expect(slug.endsWith('-')).toBe(false)
    expect(`${slugify(title, 1000)}-`.startsWith(`${slug}-`)).toBe(true)
  })

  it('keeps a whole word that ends exactly at the limit', () => {
    expect(slugify('abc def', 7)).toBe('abc-def')
    expect(slugify('abc defg', 7)).toBe('abc')
  })

  it('cuts a single overlong word hard', () => {
    expect(slugify('a'.repeat(150))).toBe('a'.repeat(100))
  })
})

describe('slugify apostrophes', () => {
  it('drops apostrophes inside words', () => {
    expect(slugify("Biti's Hunter")).toBe('bitis-hunter')
    expect(slugify('Biti’s')).toBe('bitis')
  })
})
