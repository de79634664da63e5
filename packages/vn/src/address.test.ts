import { describe, expect, it } from 'vitest'

import { formatAddress } from './address.ts'

describe('formatAddress', () => {
  it('joins street, ward and province with commas', () => {
    expect(
      formatAddress({
        street: '12 Lý Thường Kiệt',
        wardName: 'Phường Hoàn Kiếm',
        provinceName: 'Thành phố Hà Nội',
      }),
    ).toBe('12 Lý Thường Kiệt, Phường Hoàn Kiếm, Thành phố Hà Nội')
  })

  it('skips empty, blank and missing parts', () => {
    expect(
      formatAddress({ street: '', wardName: 'Xã Tân Phú', provinceName: 'Tỉnh Đồng Nai' }),
    ).toBe('Xã Tân Phú, Tỉnh Đồng Nai')
    expect(formatAddress({ street: '5 Nguyễn Huệ', wardName: '   ', provinceName: null })).toBe(
      '5 Nguyễn Huệ',
    )
    expect(formatAddress({})).toBe('')
  })

  it('tidies stray whitespace and trailing commas typed into the street', () => {
    expect(
      formatAddress({
        street: '  Số 8,  ngõ 12 Trần Phú , ',
        wardName: 'Phường Ba Đình',
        provinceName: 'Thành phố Hà Nội',
      }),
    ).toBe('Số 8, ngõ 12 Trần Phú, Phường Ba Đình, Thành phố Hà Nội')
  })
})

describe('formatAddress tidying', () => {
  // What the tidying did before its shortcut for parts already tidy.
  const tidied = (parts: Array<string | null>) =>
    parts
      .map((part) => (part ?? '').replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, ''))
      .filter((part) => part !== '')
      .join(', ')

  it('gives every part what the two replacements give it', () => {
    const samples = [
      'Số 295, đường Phan Đình Phùng',
      'a',
      ',',
      ' ',
      'a,',
      ',a',
      'a ,',
      'a, ',
      'a  b',
      'a \tb',
      'a\tb',
      'a\nb',
      'a\u00a0b',
      '\u00a0a',
      'a\u3000',
      'a\ufeffb',
      'a , , b',
      ', , ,',
      'a,b',
      'Ngõ 1 ,  Hẻm 2',
    ]
    for (const a of samples) {
      for (const b of ['Phường Ba Đình', '', ' , ', null]) {
        expect(formatAddress({ street: a, wardName: b, provinceName: a })).toBe(tidied([a, b, a]))
      }
    }
  })
})
