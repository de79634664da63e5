import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  contentTypeOf,
  InvalidStorageKeyError,
  isStorageKey,
  type MediaStorage,
  type StoredObjectInfo,
} from './media-storage.ts'

// What a missing file (or a path through a file) answers; any other error is the disk's.
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EISDIR'])
const orNull = (error: unknown) => {
  if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return null
  throw error
}

interface FileStat {
  size: number
  mtime: Date
}

// The validator @fastify/send gives a file, so caches keep their copies across the change.
const infoOf = (key: string, file: FileStat): StoredObjectInfo => ({
  size: file.size,
  contentType: contentTypeOf(key),
  etag: `W/"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`,
  lastModified: file.mtime,
})

/** Files under `root`, one per key, as `MEDIA_DIR` has always held them. */
export function createLocalStorage(root: string): MediaStorage {
  const base = path.resolve(root)
  const fileOf = (key: string): string | null => {
    if (!isStorageKey(key)) return null
    const file = path.resolve(base, key)
    return file.startsWith(base + path.sep) ? file : null
  }

  return {
    driver: 'local',

    async put(key, body) {
      const file = fileOf(key)
      if (!file) throw new InvalidStorageKeyError(key)
      // Renamed into place: a concurrent reader (or another process) never sees half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`
      const folder = path.dirname(file)
      try {
        if (body instanceof Readable) {
          await mkdir(folder, { recursive: true })
          await pipeline(body, createWriteStream(partial, { flags: 'wx' }))
        } else {
          // The folder is made when missing only: most writes go to one that exists.
          await writeFile(partial, body, { flag: 'wx' }).catch(async (error: unknown) => {
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
            await mkdir(folder, { recursive: true })
            await writeFile(partial, body, { flag: 'wx' })
          })
        }
        await rename(partial, file)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },

    async get(key, range) {
      const file = fileOf(key)
      if (!file) return null
      // One open file for the size and the bytes: a file replaced meanwhile is read whole.
      const handle = await open(file, 'r').catch(orNull)
      if (!handle) return null
      try {
        const found = await handle.stat()
        if (!found.isFile()) {
          await handle.close()
          return null
        }
        return { ...infoOf(key, found), body: handle.createReadStream(range ?? {}) }
      } catch (error) {
        await handle.close()
        throw error
      }
    },

    async head(key) {
      const file = fileOf(key)
      if (!file) return null
      const found = await stat(file).catch(orNull)
      return found?.isFile() ? infoOf(key, found) : null
    },

    async delete(key) {
      const file = fileOf(key)
      if (file) await rm(file, { force: true })
    },

    async close() {},
  }
}
