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
