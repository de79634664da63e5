import { describe, expect, it } from 'vitest'

import {
  formatArticleCount,
  formatArticleDate,
  formatArticleDateTime,
  formatReadingTime,
} from './format'

describe('article dates', () => {
  it('are Vietnamese dates on Vietnam time whatever the zone of the machine', () => {
    // 17:30 UTC on Saturday 21 November is 00:30 on Sunday the 22nd in Vietnam.
    expect(formatArticleDate('2026-11-21T17:30:00Z')).toBe('22/11/2026')
    expect(formatArticleDateTime('2026-11-21T17:30:00Z')).toBe(
      'Chủ nhật, 22/11/2026, 00:30 (GMT+7)',
    )
    expect(formatArticleDateTime('2026-11-20T07:05:00+07:00')).toBe(
      'Thứ sáu, 20/11/2026, 07:05 (GMT+7)',
    )
  })
})

describe('formatReadingTime', () => {
  it('counts whole minutes, at least one', () => {
    expect(formatReadingTime(5)).toBe('5 phút đọc')
    expect(formatReadingTime(0)).toBe('1 phút đọc')
  })
})

describe('formatArticleCount', () => {
  it('groups thousands with dots', () => {
    expect(formatArticleCount(1250)).toBe('1.250 bài viết')
  })
})
