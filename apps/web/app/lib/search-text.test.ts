import { describe, expect, it } from 'vitest'

import { readSearchText } from './search-text'

describe('readSearchText', () => {
  it('folds spaces and keeps at most 100 characters', () => {
    expect(readSearchText('  phòng   trọ \n ')).toBe('phòng trọ')
    expect(readSearchText('a'.repeat(150))).toHaveLength(100)
    expect(readSearchText(null)).toBe('')
  })

  it('leaves out control characters, which the API refuses', () => {
    expect(readSearchText('áo\u0000thun\u0007')).toBe('áo thun')
    expect(readSearchText('\u0000')).toBe('')
  })
})
