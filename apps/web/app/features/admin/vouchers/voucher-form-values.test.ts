import { describe, expect, it } from 'vitest'

import { fromVietnamInput, toVietnamInput } from './voucher-form-values'

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
