import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts'
import type { MediaStorage } from './media-storage.ts'
import { createS3Storage } from './s3-storage.ts'

let s3: S3TestServer
let storage: MediaStorage

beforeAll(async () => {
  s3 = await startS3Server()
  storage = createS3Storage(s3.settings)
})
afterAll(async () => {
  await storage?.close()
  await s3?.close()
})

describe('S3 media storage (against s3rver)', () => {
  it('puts, heads, gets and deletes an object under a Vietnamese key', async () => {
    const key = 'uploads/2026/11/áo thun.webp'
    const bytes = randomBytes(3_000)
    await storage.put(key, bytes, 'image/webp')

    const info = await storage.head(key)
    expect(info).toEqual({
      size: 3_000,
      contentType: 'image/webp',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      lastModified: expect.any(Date),
    })
    const object = await storage.get(key)
    expect(object).not.toBeNull()
    expect({ ...object, body: undefined }).toEqual({ ...info, body: undefined })
    expect((await buffer(object!.body)).equals(bytes)).toBe(true)

    const part = await storage.get(key, { start: 100, end: 199 })
    expect(part?.size).toBe(3_000)
    expect((await buffer(part!.body)).equals(bytes.subarray(100, 200))).toBe(true)

    await storage.delete(key)
    expect(await storage.head(key)).toBeNull()
    expect(await storage.get(key)).toBeNull()
    // Deleting what is not there is no error.
    await storage.delete(key)
  })

  it('answers null for a missing key and for keys that are not storage keys', async () => {
    expect(await storage.get('uploads/missing.webp')).toBeNull()
    expect(await storage.head('uploads/missing.webp')).toBeNull()
    for (const key of ['', '../a.webp', 'a//b.webp', 'a/./b.webp', 'a\\b.webp']) {
      expect(await storage.get(key), key).toBeNull()
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /Not a media storage key/,
      )
    }
  })

  it('replaces an object written again under the same key', async () => {
    await storage.put('demo/a.webp', Buffer.from('first'), 'image/webp')
    await storage.put('demo/a.webp', Buffer.from('second'), 'image/webp')
    const object = await storage.get('demo/a.webp')
    expect((await buffer(object!.body)).toString()).toBe('second')
  })

  it('uploads a stream of unknown length, small or in several parts', async () => {
    const small = [Buffer.from('Phiên '), Buffer.from('Chợ')]
    await storage.put('streams/small.txt', Readable.from(small), 'text/plain; charset=utf-8')
    const got = await storage.get('streams/small.txt')
    expect(got).toMatchObject({
      size: Buffer.concat(small).length,
      contentType: 'text/plain; charset=utf-8',
    })
    expect((await buffer(got!.body)).toString()).toBe('Phiên Chợ')

    // Over the 5 MiB part size: a multipart upload.
    const big = randomBytes(6 * 1024 * 1024 + 123)
    const chunks = [big.subarray(0, 1_000_000), big.subarray(1_000_000)]
    await storage.put('streams/big.bin', Readable.from(chunks), 'application/octet-stream')
    const back = await storage.get('streams/big.bin')
    expect(back?.size).toBe(big.length)
    expect((await buffer(back!.body)).equals(big)).toBe(true)
  })
})
