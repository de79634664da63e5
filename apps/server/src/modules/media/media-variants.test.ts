import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { storedPathOf, VARIANTS_DIR } from './media-variants.ts'

let t: TestApp
let root: string
let mediaDir: string

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f97316' } })

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'phiencho-media-'))
  mediaDir = path.join(root, 'media')
  await mkdir(path.join(mediaDir, 'uploads'), { recursive: true })
  await picture(1000, 750)
    .jpeg()
    .toFile(path.join(mediaDir, 'uploads', 'áo thun.jpg'))
  await picture(120, 90)
    .png()
    .toFile(path.join(mediaDir, 'uploads', 'nho.png'))
  await writeFile(path.join(mediaDir, 'uploads', 'not-a-picture.webp'), 'hello')
  // Outside the media directory: never to be served.
  await picture(800, 600).webp().toFile(path.join(root, 'secret.webp'))
  t = await createTestApp({ mediaDir })
})
afterAll(async () => {
  await t?.close()
  if (root) await rm(root, { recursive: true, force: true })
})

const get = (url: string) => t.app.inject({ method: 'GET', url })
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

describe('GET /media/w{width}/{path}', () => {
  it('resizes a stored picture to WebP of that width, with immutable caching', async () => {
    const res = await get('/media/w320/uploads/%C3%A1o%20thun.jpg')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 })
    // Kept on disk, beside the originals.
    expect(await exists(path.join(mediaDir, VARIANTS_DIR, 'w320/uploads/áo thun.jpg.webp'))).toBe(
      true,
    )
  })

  it('serves the same bytes from disk afterwards, even for concurrent first requests', async () => {
    const [a, b, c] = await Promise.all([
      get('/media/w640/uploads/%C3%A1o%20thun.jpg'),
      get('/media/w640/uploads/%C3%A1o%20thun.jpg'),
      get('/media/w160/uploads/%C3%A1o%20thun.jpg'),
    ])
    expect([a!.statusCode, b!.statusCode, c!.statusCode]).toEqual([200, 200, 200])
    expect(b!.rawPayload.equals(a!.rawPayload)).toBe(true)
    expect(await sharp(a!.rawPayload).metadata()).toMatchObject({ width: 640, height: 480 })
    expect(await sharp(c!.rawPayload).metadata()).toMatchObject({ width: 160, height: 120 })
    const again = await get('/media/w640/uploads/%C3%A1o%20thun.jpg')
    expect(again.rawPayload.equals(a!.rawPayload)).toBe(true)
  })

  it('never enlarges a picture narrower than the width', async () => {
    const res = await get('/media/w640/uploads/nho.png')
    expect(res.statusCode).toBe(200)
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 120, height: 90 })
  })

  it('answers HEAD without rendering twice', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/media/w160/uploads/nho.png' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
  })

  it('answers 404 for unknown pictures, other widths and files that are not pictures', async () => {
    for (const url of [
      '/media/w320/uploads/missing.jpg',
      '/media/w321/uploads/nho.png',
      '/media/w320/uploads/not-a-picture.webp',
      '/media/w320/uploads/notes.txt',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toMatch(/^application\/json/)
    }
  })

  it('refuses every path that would leave the media directory', async () => {
    for (const url of [
      '/media/w320/../secret.webp',
      '/media/w320/uploads/../../secret.webp',
      '/media/w320/..%2Fsecret.webp',
      '/media/w320/%2e%2e/secret.webp',
      '/media/w320/uploads%2F..%2F..%2Fsecret.webp',
      '/media/w320/..%5Csecret.webp',
      '/media/w320/%2Ftmp%2Fsecret.webp',
      '/media/w320//etc/secret.webp',
      '/media/w320/.variants/w320/uploads/nho.png.webp',
      '/media/w320/uploads/nho.png%00.webp',
    ]) {
      const res = await get(url)
      // 400: an escaped separator; 301: dot or empty segments, sent to the one spelling, which
      // stays inside /media/.
      expect([301, 400, 404], url).toContain(res.statusCode)
      if (res.statusCode === 301) expect(res.headers.location, url).toMatch(/^\/media\/[^/]/)
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/^image\//)
    }
    expect(await exists(path.join(mediaDir, VARIANTS_DIR, 'w320', 'secret.webp'))).toBe(false)
  })
})

describe('storedPathOf', () => {
  it('keeps plain relative picture paths only', () => {
    expect(storedPathOf('demo/products/ao-thun-1.webp')).toBe('demo/products/ao-thun-1.webp')
    expect(storedPathOf('uploads/2026/11/Ảnh.JPG')).toBe('uploads/2026/11/Ảnh.JPG')
    for (const bad of [
      '',
      '../a.webp',
      'a/../../b.webp',
      './a.webp',
      '/etc/a.webp',
      'a//b.webp',
      'a\\..\\b.webp',
      '.env.webp',
      'a.webp\0',
      'a.svg',
      'a.webp/',
    ]) {
      expect(storedPathOf(bad), bad).toBeNull()
    }
  })
})
