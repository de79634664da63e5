import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from '../../lib/storage/index.ts'
import { pictureCacheVersion, withPictureCache } from './picture-cache.ts'

let root: string
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'phiencho-picture-cache-'))
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

const picture = Buffer.from('RIFF....WEBPVP8 demo bytes')

describe('the seed’s picture cache', () => {
  it('names the drawings by a digest of their code and of sharp', async () => {
    const version = await pictureCacheVersion()
    expect(version).toMatch(/^[0-9a-f]{16}$/)
    expect(await pictureCacheVersion()).toBe(version)
  })

  it('keeps what the seed stores, and gives it to the next seed’s storage without drawing', async () => {
    const cache = path.join(root, 'cache')
    const first = await withPictureCache(createLocalStorage(path.join(root, 'first')), cache)
    expect(await first.head('demo/products/quat-1.webp')).toBeNull()
    await first.put('demo/products/quat-1.webp', picture, 'image/webp')
    await first.close()
    expect(await readFile(path.join(root, 'first/demo/products/quat-1.webp'))).toEqual(picture)
    const version = await pictureCacheVersion()
    expect(await readFile(path.join(cache, version, 'demo/products/quat-1.webp'))).toEqual(picture)

    const secondDir = path.join(root, 'second')
    const second = await withPictureCache(createLocalStorage(secondDir), cache)
    const found = await second.head('demo/products/quat-1.webp')
    expect(found?.size).toBe(picture.length)
    // Copied into the second storage itself: the server reading it later needs no cache.
    expect(await readFile(path.join(secondDir, 'demo/products/quat-1.webp'))).toEqual(picture)
    const read = await second.get('demo/products/quat-1.webp')
    expect(await buffer(read!.body)).toEqual(picture)
    expect(await second.head('demo/products/noi-1.webp')).toBeNull()
    await second.close()
  })

  it('reads nothing kept for other drawings', async () => {
    const cache = path.join(root, 'stale')
    await createLocalStorage(path.join(cache, '0000000000000000')).put(
      'demo/products/quat-1.webp',
      picture,
      'image/webp',
    )
    const storage = await withPictureCache(createLocalStorage(path.join(root, 'third')), cache)
    expect(await storage.head('demo/products/quat-1.webp')).toBeNull()
  })
})
