import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from './local-storage.ts'
import type { MediaStorage } from './media-storage.ts'

let root: string
let storage: MediaStorage

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'phiencho-local-storage-'))
  storage = createLocalStorage(path.join(root, 'media'))
})
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true })
})

describe('local media storage', () => {
  it('keeps one file per key under its folder, and nothing half-written', async () => {
    await storage.put('uploads/2026/11/ảnh.webp', Buffer.from('webp bytes'), 'image/webp')
    const file = path.join(root, 'media/uploads/2026/11/ảnh.webp')
    expect(await readFile(file, 'utf8')).toBe('webp bytes')
    expect(await readdir(path.dirname(file))).toEqual(['ảnh.webp'])

    const object = await storage.get('uploads/2026/11/ảnh.webp')
    expect(object).toMatchObject({ size: 10, contentType: 'image/webp' })
    expect(object!.etag).toMatch(/^W\/"a-[0-9a-f]+"$/)
    expect((await buffer(object!.body)).toString()).toBe('webp bytes')
    const part = await storage.get('uploads/2026/11/ảnh.webp', { start: 5, end: 9 })
    expect((await buffer(part!.body)).toString()).toBe('bytes')

    await storage.delete('uploads/2026/11/ảnh.webp')
    expect(await storage.head('uploads/2026/11/ảnh.webp')).toBeNull()
    await storage.delete('uploads/2026/11/ảnh.webp')
  })

  it('writes a stream', async () => {
    await storage.put('streams/a.txt', Readable.from(['Phiên ', 'Chợ']), 'text/plain')
    const object = await storage.get('streams/a.txt')
    expect((await buffer(object!.body)).toString()).toBe('Phiên Chợ')
  })

  it('answers null for folders, missing files and keys that would leave the folder', async () => {
    await writeFile(path.join(root, 'secret.webp'), 'secret')
    for (const key of ['streams', 'missing.webp', '../secret.webp', 'a//b', '/etc/passwd', '']) {
      expect(await storage.get(key), key).toBeNull()
      expect(await storage.head(key), key).toBeNull()
    }
    await expect(storage.put('../secret.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Not a media storage key/,
    )
    expect(await readFile(path.join(root, 'secret.webp'), 'utf8')).toBe('secret')
  })
})
