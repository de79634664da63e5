import { describe, expect, it } from 'vitest'

import { daysLeft, expiryText } from './own-ad-dates'

const now = new Date('2026-11-22T10:00:00+07:00')

describe('ad expiry', () => {
  it('counts the days left, a started day as one', () => {
    expect(daysLeft('2026-12-22T10:00:00+07:00', now)).toBe(30)
    expect(daysLeft('2026-11-22T10:00:01+07:00', now)).toBe(1)
    expect(daysLeft('2026-11-22T10:00:00+07:00', now)).toBe(0)
    expect(daysLeft('2026-11-01T00:00:00+07:00', now)).toBe(0)
  })

  it('tells the owner the date in Vietnam and what is left', () => {
    expect(expiryText('2026-12-22T03:00:00Z', 'published', now)).toBe(
      'Hết hạn 22/12/2026 · còn 30 ngày',
    )
    // 23:30 in UTC is already the next day in Vietnam.
    expect(expiryText('2026-12-21T23:30:00Z', 'hidden', now)).toBe(
      'Hết hạn 22/12/2026 · còn 30 ngày',
    )
  })

  it('says an ad has expired', () => {
    expect(expiryText('2026-11-20T03:00:00Z', 'expired', now)).toBe('Đã hết hạn 20/11/2026')
    expect(expiryText('2026-11-20T03:00:00Z', 'published', now)).toBe('Đã hết hạn 20/11/2026')
  })
})
