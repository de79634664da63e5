import { describe, expect, it } from 'vitest'

import { formatCount } from './format'

describe('formatCount', () => {
  it('prints counts as Vietnamese shops do', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(1000)).toBe('1k')
    expect(formatCount(1234)).toBe('1,2k')
    expect(formatCount(1999)).toBe('1,9k')
    expect(formatCount(2_500_000)).toBe('2,5tr')
  })
})
