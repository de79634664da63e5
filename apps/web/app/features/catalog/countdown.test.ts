import { describe, expect, it } from 'vitest'

import { countdownSentence, formatCountdown, secondsLeft } from './countdown'

const s = 1000
const h = 3600 * s
const day = 24 * h

describe('formatCountdown', () => {
  it('prints hours, minutes and seconds, two digits each', () => {
    expect(formatCountdown(59 * 60 * s + 12 * s)).toBe('00:59:12')
    expect(formatCountdown(5 * s)).toBe('00:00:05')
    expect(formatCountdown(23 * h + 59 * 60 * s + 59 * s)).toBe('23:59:59')
  })

  it('counts a part of a second as a whole one, so it reaches zero at the end', () => {
    expect(formatCountdown(1)).toBe('00:00:01')
    expect(formatCountdown(999)).toBe('00:00:01')
    expect(formatCountdown(0)).toBe('00:00:00')
    expect(formatCountdown(-5 * s)).toBe('00:00:00')
    expect(secondsLeft(Number.NaN)).toBe(0)
  })

  it('prints days past 24 hours', () => {
    expect(formatCountdown(day)).toBe('24:00:00')
    expect(formatCountdown(2 * day + 3 * h + 10 * 60 * s + 5 * s)).toBe('2 ngày 03:10:05')
    expect(formatCountdown(day + s)).toBe('1 ngày 00:00:01')
  })
})

describe('countdownSentence', () => {
  it('says the time left in words, leaving out the zero parts', () => {
    expect(countdownSentence(2 * day + 3 * h + 10 * 60 * s + 5 * s)).toBe(
      'Giảm giá kết thúc sau 2 ngày 3 giờ 10 phút 5 giây.',
    )
    expect(countdownSentence(h + 30 * s)).toBe('Giảm giá kết thúc sau 1 giờ 30 giây.')
    expect(countdownSentence(0)).toBe('Chương trình giảm giá đã kết thúc.')
  })
})
