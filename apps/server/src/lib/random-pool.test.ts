import { describe, expect, it } from 'vitest'
import { pooledRandomBytes } from './random-pool.ts'

describe('pooledRandomBytes', () => {
  it('hands out distinct bytes of the asked size, across refills of the pool', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 1000; i++) {
      const bytes = pooledRandomBytes(16)
      expect(bytes).toHaveLength(16)
      seen.add(bytes.toString('hex'))
    }
    // 16,000 bytes: the 4 KiB pool was refilled three times; no nonce came out twice.
    expect(seen.size).toBe(1000)
  })

  it('returns copies: changing one does not touch the next', () => {
    const first = pooledRandomBytes(8)
    first.fill(0)
    expect(pooledRandomBytes(8).equals(Buffer.alloc(8))).toBe(false)
  })

  it('refuses more than the pool holds', () => {
    expect(() => pooledRandomBytes(4097)).toThrow(RangeError)
  })
})
