import { describe, expect, it } from 'vitest'

import { countdown } from './countdown'

const s = 1000
const h = 3600 * s
const day = 24 * h
const shown = (ms: number) => countdown(ms)[0]

describe('countdown', () => {
  it('prints hours, minutes and seconds, two digits each', () => {
    expect(shown(59 * 60 * s + 12 * s)).toBe('00:59:12')
    expect(shown(5 * s)).toBe('00:00:05')
    expect(shown(23 * h + 59 * 60 * s + 59 * s)).toBe('23:59:59')
    expect(shown(day)).toBe('24:00:00')
  })

  it('prints days past 24 hours', () => {
    expect(shown(2 * day + 3 * h + 10 * 60 * s + 5 * s)).toBe('2 ngày 03:10:05')
    expect(shown(day + s)).toBe('1 ngày 00:00:01')
  })

  it('counts a part of a second as a whole one, and is over at zero', () => {
    expect(shown(1)).toBe('00:00:01')
    expect(shown(999)).toBe('00:00:01')
    expect(countdown(0)).toEqual([null, 'Chương trình giảm giá đã kết thúc.'])
    expect(shown(-5 * s)).toBeNull()
    expect(shown(Number.NaN)).toBeNull()
  })

  it('says the time left in words for a screen reader, leaving out the zero parts', () => {
    expect(countdown(2 * day + 3 * h + 10 * 60 * s + 5 * s)[1]).toBe(
      'Giảm giá kết thúc sau 2 ngày 3 giờ 10 phút 5 giây.',
    )
    expect(countdown(h + 30 * s)[1]).toBe('Giảm giá kết thúc sau 1 giờ 30 giây.')
  })
})
