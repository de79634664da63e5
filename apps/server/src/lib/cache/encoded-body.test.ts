import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { EncodedBody, pick } from './encoded-body.ts'

describe('pick', () => {
  it('prefers brotli, then gzip, and honours the weights', () => {
    expect(pick('gzip, deflate, br, zstd')).toBe('br')
    expect(pick('GZIP, Deflate')).toBe('gzip')
    expect(pick('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(pick('br;q=0.2, gzip;q=0.8')).toBe('gzip')
    expect(pick('br;q=0.0, gzip;q=0')).toBe('identity')
    expect(pick('*')).toBe('br')
    expect(pick('deflate')).toBe('identity')
    expect(pick(undefined)).toBe('identity')
    expect(pick('')).toBe('identity')
    // the same header twice: the second answer comes from the memo, and is the same
    expect(pick('br;q=0, gzip;q=0.8')).toBe('gzip')
  })
})

describe('EncodedBody', () => {
  it('compresses once per coding and leaves small bodies as they are', () => {
    const big = new EncodedBody(JSON.stringify({ name: 'Điện thoại '.repeat(200) }))
    const first = big.encodedFor('gzip')
    expect(first.coding).toBe('gzip')
    expect(gunzipSync(first.body).equals(big.identity)).toBe(true)
    expect(big.encodedFor('gzip').body).toBe(first.body)
    expect(big.byteLength).toBeGreaterThan(big.identity.byteLength)

    const small = new EncodedBody('{"ok":true}')
    expect(small.encodedFor('br')).toEqual({ coding: 'identity', body: small.identity })
  })
})
