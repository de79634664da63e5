import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { picture } from '../../test/upload-factories.ts'

let t: TestApp
let mediaDir: string
let bytes: Buffer
let mtime: Date

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'phiencho-originals-'))
  await mkdir(path.join(mediaDir, 'demo/products'), { recursive: true })
  await mkdir(path.join(mediaDir, '.variants/w320/demo'), { recursive: true })
  bytes = await picture(64, 64).webp().toBuffer()
  await writeFile(path.join(mediaDir, 'demo/products/áo-1.webp'), bytes)
  await writeFile(path.join(mediaDir, '.variants/w320/demo/a.webp'), bytes)
  mtime = (await stat(path.join(mediaDir, 'demo/products/áo-1.webp'))).mtime
  t = await createTestApp({ mediaDir })
})
afterAll(async () => {
  await t?.close()
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true })
})

const url = '/media/demo/products/%C3%A1o-1.webp'
const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers })
const validators = async () => {
  const { etag, 'last-modified': lastModified } = (await get()).headers
  return { etag: String(etag), lastModified: String(lastModified) }
}

describe('GET /media/{path} on the local disk', () => {
  it('streams the file with the headers the static file server gave it', async () => {
    const res = await get()
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(bytes)).toBe(true)
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=604800',
      'last-modified': mtime.toUTCString(),
      // @fastify/send's validator: size and modification time in hexadecimal.
      etag: `W/"${bytes.length.toString(16)}-${mtime.getTime().toString(16)}"`,
    })
    const head = await get({}, 'HEAD')
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-length']).toBe(String(bytes.length))
    expect(head.rawPayload.length).toBe(0)
  })

  it('answers 304 to a current copy and 412 to a failed precondition', async () => {
    const { etag, lastModified } = await validators()
    for (const headers of [
      { 'if-none-match': etag } as Record<string, string>,
      { 'if-none-match': `"other", ${etag}` },
      { 'if-none-match': '*' },
      { 'if-modified-since': lastModified },
    ]) {
      const res = await get(headers)
      expect(res.statusCode, JSON.stringify(headers)).toBe(304)
      expect(res.rawPayload.length).toBe(0)
      expect(res.headers.etag).toBe(etag)
      expect(res.headers['content-type']).toBeUndefined()
    }
    for (const headers of [
      { 'if-none-match': '"other"' } as Record<string, string>,
      { 'if-none-match': etag, 'cache-control': 'no-cache' },
      { 'if-modified-since': new Date(mtime.getTime() - 60_000).toUTCString() },
      { 'if-match': etag },
    ]) {
      const res = await get(headers)
      expect(res.statusCode, JSON.stringify(headers)).toBe(200)
      expect(res.rawPayload.equals(bytes)).toBe(true)
    }
    expect((await get({ 'if-match': '"other"' })).statusCode).toBe(412)
    expect(
      (await get({ 'if-unmodified-since': new Date(mtime.getTime() - 60_000).toUTCString() }))
        .statusCode,
    ).toBe(412)
  })

  it('answers one byte range with 206, several with the whole file, none with 416', async () => {
    const size = bytes.length
    for (const [range, start, end] of [
      ['bytes=0-9', 0, 9],
      ['bytes=10-', 10, size - 1],
      ['bytes=-5', size - 5, size - 1],
      ['bytes=4-100000', 4, size - 1],
    ] as const) {
      const res = await get({ range })
      expect(res.statusCode, range).toBe(206)
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`)
      expect(res.headers['content-length'], range).toBe(String(end - start + 1))
      expect(res.rawPayload.equals(bytes.subarray(start, end + 1)), range).toBe(true)
    }
    for (const headers of [
      { range: 'bytes=0-1,4-5' } as Record<string, string>,
      { range: 'bytes=0-9', 'if-range': '"other"' },
      { range: 'lines=1-2' },
    ]) {
      const res = await get(headers)
      expect(res.statusCode, JSON.stringify(headers)).toBe(200)
      expect(res.rawPayload.equals(bytes)).toBe(true)
    }
    const { etag } = await validators()
    expect((await get({ range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206)
    const outside = await get({ range: `bytes=${size}-` })
    expect(outside.statusCode).toBe(416)
  })

  it('answers 404 for missing files, folders, dot-files and paths that leave the folder', async () => {
    for (const missing of [
      '/media/demo/products/missing.webp',
      '/media/demo/products',
      '/media/demo/products/',
      '/media/.variants/w320/demo/a.webp',
      '/media/demo/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: missing })
      expect([400, 404], missing).toContain(res.statusCode)
      expect(res.headers['content-type'] ?? '', missing).not.toMatch(/^image\//)
    }
  })
})
