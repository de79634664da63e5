import { describe, expect, it } from 'vitest'

import { buildVietQrPayload, crc16CcittFalse, sanitiseVietQrMemo } from './vietqr.ts'

const ACB = { bankBin: '970416', accountNumber: '257678859' }

describe('crc16CcittFalse', () => {
  it('matches the CRC catalogue check value', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1')
  })

  it('pads to four uppercase hex digits', () => {
    expect(crc16CcittFalse('')).toBe('FFFF')
    expect(crc16CcittFalse('123456789')).toMatch(/^[0-9A-F]{4}$/)
  })
})

describe('buildVietQrPayload', () => {
  it('reproduces the published ACB vector exactly', () => {
    expect(buildVietQrPayload({ ...ACB, amount: 1000, memo: 'Chuyen tien' })).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA5303704540410005802VN62150811Chuyen tien6304BBB8',
    )
  })

  it('makes a static code (11) without amount or memo', () => {
    const payload = buildVietQrPayload(ACB)
    expect(payload).toBe(
      '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304' +
        crc16CcittFalse(
          '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304',
        ),
    )
    expect(buildVietQrPayload({ ...ACB, amount: 0, memo: '' })).toBe(payload)
    expect(buildVietQrPayload({ ...ACB, amount: null, memo: null })).toBe(payload)
  })

  it('ends with a CRC over everything before it, including 6304', () => {
    const payload = buildVietQrPayload({ ...ACB, amount: 1_250_000, memo: 'DH123' })
    expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)))
    expect(payload).toContain('010212')
    expect(payload).toContain('54071250000')
    expect(payload).toContain('62090805DH123')
  })

  it('strips diacritics and symbols from the memo and caps it at 25 characters', () => {
    const payload = buildVietQrPayload({
      ...ACB,
      amount: 1000,
      memo: 'Thanh toán đơn #DH-2026/11!',
    })
    expect(payload).toContain('62270823Thanh toan don DH202611')
    const long = buildVietQrPayload({
      ...ACB,
      memo: 'Thanh toán đơn hàng số 1234567890 của chị Lan',
    })
    expect(long).toContain('62290825Thanh toan don hang so 12')
  })

  it('refuses a malformed BIN, account or amount', () => {
    expect(() => buildVietQrPayload({ ...ACB, bankBin: '97041' })).toThrow(RangeError)
    expect(() => buildVietQrPayload({ ...ACB, accountNumber: '2576 7885' })).toThrow(RangeError)
    expect(() => buildVietQrPayload({ ...ACB, accountNumber: '' })).toThrow(RangeError)
    expect(() => buildVietQrPayload({ ...ACB, amount: 1000.5 })).toThrow(RangeError)
    expect(() => buildVietQrPayload({ ...ACB, amount: -1 })).toThrow(RangeError)
  })
})

describe('sanitiseVietQrMemo', () => {
  it('keeps ASCII letters, digits and single spaces', () => {
    expect(sanitiseVietQrMemo('  Đặt cọc — Phiên Chợ  ')).toBe('Dat coc Phien Cho')
    expect(sanitiseVietQrMemo('!!!')).toBe('')
  })

  it('does not end on a space after cutting', () => {
    expect(sanitiseVietQrMemo('Thanh toan don hang so 12 34')).toBe('Thanh toan don hang so 12')
    expect(sanitiseVietQrMemo('abcdefghijklmnopqrstuvwx yz')).toBe('abcdefghijklmnopqrstuvwx')
  })
})
