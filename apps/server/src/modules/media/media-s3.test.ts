import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createS3Storage, type MediaStorage } from '../../lib/storage/index.ts'
import { createCustomer, createTestApp, type TestApp } from '../../test/app.ts'
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts'
import { picture, uploadFile } from '../../test/upload-factories.ts'

let s3: S3TestServer
let t: TestApp
let mediaDir: string
let store: MediaStorage

beforeAll(async () => {
  s3 = await startS3Server()
  // MEDIA_DIR points at an empty folder that must stay empty: every byte goes to the bucket.
  mediaDir = await mkdtemp(path.join(tmpdir(), 'phiencho-media-s3-'))
  t = await createTestApp({ mediaDir }, s3.env)
  store = createS3Storage(s3.settings)
})
afterAll(async () => {
  await store?.close()
  await t?.close()
  await s3?.close()
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })
const stored = async (key: string) => {
  const object = await store.get(key)
  return object ? buffer(object.body) : null
}

describe('media with MEDIA_STORAGE=s3', () => {
  it('stores an ad picture in the bucket and serves it and its variants from there', async () => {
    expect(t.app.mediaStorage.driver).toBe('s3')
    const { token } = await createCustomer(t)
    const photo = await picture(1000, 750, '#dc2626').jpeg().toBuffer()
    const upload = await uploadFile(t, token, photo)
    expect(upload.statusCode, upload.body).toBe(201)
    const { url } = upload.json<{ url: string }>()
    const key = url.slice('/media/'.length)

    const inBucket = await stored(key)
    expect(inBucket).not.toBeNull()
    const original = await get(url)
    expect(original.statusCode).toBe(200)
    expect(original.headers['content-type']).toBe('image/webp')
    expect(original.headers['cache-control']).toBe('public, max-age=604800')
    expect(Number(original.headers['content-length'])).toBe(inBucket!.length)
    expect(original.headers.etag).toMatch(/^"[0-9a-f]{32}"$/)
    expect(original.rawPayload.equals(inBucket!)).toBe(true)

    const revalidated = await get(url, { 'if-none-match': original.headers.etag as string })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.rawPayload.length).toBe(0)
    const since = await get(url, {
      'if-modified-since': original.headers['last-modified'] as string,
    })
    expect(since.statusCode).toBe(304)

    const head = await t.app.inject({ method: 'HEAD', url })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-length']).toBe(original.headers['content-length'])

    // The variant is rendered once, kept in the bucket, and read back from it afterwards.
    const variantUrl = `/media/w320/${key}`
    const first = await get(variantUrl)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.headers['content-type']).toBe('image/webp')
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 })
    const variant = await stored(`.variants/w320/${key}`)
    expect(variant?.equals(first.rawPayload)).toBe(true)
    const again = await get(variantUrl)
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(Number(again.headers['content-length'])).toBe(first.rawPayload.length)

    expect(await readdir(mediaDir)).toEqual([])
  })

  it('answers 404 for what the bucket does not hold', async () => {
    for (const url of [
      '/media/uploads/2026/11/000000000000000000000000.webp',
      '/media/w320/uploads/2026/11/000000000000000000000000.webp',
      '/media/.variants/w320/uploads/a.webp',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toMatch(/^application\/json/)
    }
  })
})
