import { describe, expect, it } from 'vitest'
import { containsPattern, likeLiteral } from './like-pattern.ts'

describe('like patterns', () => {
  it('escape the characters like reads as wildcards, and the escape itself', () => {
    expect(likeLiteral('100%_a\\b')).toBe('100\\%\\_a\\\\b')
    expect(containsPattern('ao thun')).toBe('%ao thun%')
    expect(containsPattern('50%')).toBe('%50\\%%')
  })
})
