import { describe, expect, it } from 'vitest'

import {
  formatPhone,
  isVietnameseContactPhone,
  isVietnamesePhone,
  normalizePhone,
} from './phone.ts'

describe('isVietnamesePhone', () => {
  it('accepts mobile numbers in the forms people type', () => {
    for (const input of [
      '0912345678',
      '0912 345 678',
      '0912.345.678',
      '0912-345-678',
      '+84 912 345 678',
      '+84912345678',
      '84912345678',
      '0084 912 345 678',
      '(+84) 912 345 678',
      '+84 0912 345 678',
      '0312345678',
      '0587654321',
      '0771234567',
      '0861234567',
    ]) {
      expect(isVietnamesePhone(input), input).toBe(true)
    }
  })

  it('rejects landlines, wrong lengths and other text', () => {
    for (const input of [
      '024 3825 1234', // Hà Nội landline
      '02838221234', // TP.HCM landline
      '0212345678', // 02x is the landline range
      '0412345678',
      '0612345678',
      '091234567', // 9 digits
      '09123456789', // 11 digits
      '912345678', // no prefix
      '+1 912 345 678',
      '+85 912 345 678',
      '0912abc678',
      '',
    ]) {
      expect(isVietnamesePhone(input), input).toBe(false)
    }
  })
})

describe('normalizePhone', () => {
  it('gives the national form 0xxxxxxxxx', () => {
    expect(normalizePhone('+84 912 345 678')).toBe('0912345678')
    expect(normalizePhone('84912345678')).toBe('0912345678')
    expect(normalizePhone(' 0912.345.678 ')).toBe('0912345678')
  })

  it('gives null for anything that is not a mobile number', () => {
    expect(normalizePhone('024 3825 1234')).toBeNull()
    expect(normalizePhone('')).toBeNull()
  })
})

describe('formatPhone', () => {
  it('groups as 4-3-3', () => {
    expect(formatPhone('+84912345678')).toBe('0912 345 678')
    expect(formatPhone('0987654321')).toBe('0987 654 321')
  })

  it('returns other input unchanged', () => {
    expect(formatPhone('024 3825 1234')).toBe('024 3825 1234')
    expect(formatPhone('')).toBe('')
  })
})

describe('isVietnameseContactPhone', () => {
  it('accepts mobiles, landlines and 1800/1900 hotlines', () => {
    for (const input of [
      '0912 345 678',
      '024 3825 1234',
      '028.3822.5678',
      '1900 6868',
      '1800 588 888',
    ]) {
      expect(isVietnameseContactPhone(input), input).toBe(true)
    }
  })

  it('refuses other numbers', () => {
    for (const input of ['0123', '024 382', '1700 6868', '+1 415 555 0100', 'hotline']) {
      expect(isVietnameseContactPhone(input), input).toBe(false)
    }
  })
})
