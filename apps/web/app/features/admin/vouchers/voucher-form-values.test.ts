import { describe, expect, it } from 'vitest'

import { fromVietnamInput, momentValue, toVietnamInput } from './voucher-form-values'

describe('voucher moments in Vietnam time', () => {
  it('shows an instant as the local time in Vietnam', () => {
    expect(toVietnamInput('2026-11-27T17:30:00.000Z')).toBe('2026-11-28T00:30')
    expect(toVietnamInput(null)).toBe('')
  })

  it('reads a typed moment as Vietnam time, and leaves anything else for the schema', () => {
    expect(fromVietnamInput('2026-11-28T00:30')).toBe('2026-11-28T00:30:00+07:00')
    expect(Date.parse(fromVietnamInput('2026-11-28T00:30'))).toBe(
      Date.parse('2026-11-27T17:30:00.000Z'),
    )
    expect(fromVietnamInput('ngày mai')).toBe('ngày mai')
  })
})

describe('a moment left as it was', () => {
  it('keeps the stored instant, seconds and all, and reads a changed one as typed', () => {
    const stored = '2026-11-17T22:35:41.123Z'
    expect(momentValue('2026-11-18T05:35', stored)).toBe(stored)
    expect(momentValue('2026-11-18T05:36', stored)).toBe('2026-11-18T05:36:00+07:00')
    expect(momentValue('2026-11-18T05:35', null)).toBe('2026-11-18T05:35:00+07:00')
  })
})
