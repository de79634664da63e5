import { AD_REPORT_REASON_MAX } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import { OTHER_REASON, REPORT_DETAILS_MAX, REPORT_REASONS, reportReason } from './report-reasons'

describe('reportReason', () => {
  const scam = REPORT_REASONS[0]

  it('sends the chosen reason alone, or with the details after a colon', () => {
    expect(reportReason(scam, '')).toEqual({ ok: true, reason: scam })
    expect(reportReason(scam, '  đòi   đặt cọc  trước ')).toEqual({
      ok: true,
      reason: `${scam}: đòi đặt cọc trước`,
    })
  })

  it('asks for a reason of the list', () => {
    expect(reportReason(null, 'abc')).toMatchObject({ ok: false, field: 'choice' })
    expect(reportReason('Không thích', '')).toMatchObject({ ok: false, field: 'choice' })
  })

  it('needs the words of "Khác", at least five characters', () => {
    expect(reportReason(OTHER_REASON, 'abc')).toMatchObject({ ok: false, field: 'details' })
    expect(reportReason(OTHER_REASON, 'Ảnh lấy trên mạng')).toEqual({
      ok: true,
      reason: 'Ảnh lấy trên mạng',
    })
  })

  it('stays within the API limit with the longest reason and the longest details', () => {
    const longest = REPORT_REASONS.reduce((a, b) => (a.length >= b.length ? a : b))
    const result = reportReason(longest, 'x'.repeat(REPORT_DETAILS_MAX))
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.reason.length).toBeLessThanOrEqual(AD_REPORT_REASON_MAX)
    expect(reportReason(longest, 'x'.repeat(REPORT_DETAILS_MAX + 1))).toMatchObject({
      ok: false,
      field: 'details',
    })
  })
})
