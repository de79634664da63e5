import { describe, expect, it } from 'vitest'

import { adPrice, formatCountVi, memberSince, telHref, zaloHref } from './ad-format'

describe('adPrice', () => {
  it('prints đồng the Vietnamese way, "Thỏa thuận" without a price, "Miễn phí" for nothing', () => {
    expect(adPrice(1_250_000)).toBe('1.250.000\u00a0₫')
    expect(adPrice(null)).toBe('Thỏa thuận')
    expect(adPrice(0)).toBe('Miễn phí')
  })
})

describe('memberSince', () => {
  it("gives the month in Vietnam's time zone", () => {
    expect(memberSince('2025-03-10T08:00:00.000Z')).toBe('Thành viên từ tháng 3/2025')
    // 20:00 UTC on 31 December is already 1 January in Hà Nội.
    expect(memberSince('2025-12-31T20:00:00.000Z')).toBe('Thành viên từ tháng 1/2026')
  })
})

describe('telHref and zaloHref', () => {
  it('link the national form of a mobile number', () => {
    expect(telHref('+84 912 345 678')).toBe('tel:0912345678')
    expect(zaloHref('0912.345.678')).toBe('https://zalo.me/0912345678')
  })

  it('keep a number that is not a mobile one callable, without a Zalo link', () => {
    expect(telHref('(028) 3822 1234')).toBe('tel:02838221234')
    expect(zaloHref('028 3822 1234')).toBeNull()
  })
})

describe('formatCountVi', () => {
  it('groups thousands with dots', () => {
    expect(formatCountVi(12_345)).toBe('12.345')
  })
})
