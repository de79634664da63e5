import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { createLocalStorage, type MediaStorage } from '../../lib/storage/index.ts'

// What decides the bytes of a demo picture and of its resized copies: the drawings, the WebP
// settings and the sharp (libvips) that encodes them.
const DRAWING_SOURCES = [
  './image-shapes.ts',
  './images.ts',
  '../../modules/media/media-variants.ts',
]

/** A name for the current drawings: a cache folder under another name is never read. */
export async function pictureCacheVersion(): Promise<string> {
  const hash = createHash('sha256')
  for (const source of DRAWING_SOURCES) {
    hash.update(await readFile(fileURLToPath(new URL(source, import.meta.url))))
  }
  hash.update(JSON.stringify(sharp.versions))
  return hash.digest('hex').slice(0, 16)
}

/** The cache folder's storage for the current drawings. */
export async function pictureCacheStorage(cacheRoot: string): Promise<MediaStorage> {
  return createLocalStorage(path.join(cacheRoot, await pictureCacheVersion()))
}

/**
 * The media storage as the seed sees it, with a folder of pictures an earlier seed drew
 * (`SEED_PICTURE_CACHE`): a picture or resized copy missing from the storage but in the folder
 * is copied in, so the seed does not draw it again; what the seed draws is kept in the folder too.
 * Drawing the ~500 demo pictures and their copies costs tens of seconds of CPU, which test runs
 * that seed several fresh databases pay once instead of each time.
 */
export async function withPictureCache(
  storage: MediaStorage,
  cacheRoot: string,
): Promise<MediaStorage> {
  const cache = await pictureCacheStorage(cacheRoot)
  return {
    driver: storage.driver,
    get: (key, range) => storage.get(key, range),
    delete: (key) => storage.delete(key),
    async head(key) {
      const held = await storage.head(key)
      if (held) return held
      const cached = await cache.get(key)
      if (!cached) return null
      await storage.put(key, await buffer(cached.body), cached.contentType)
      return storage.head(key)
    },
    async put(key, body, contentType) {
      // The seed hands over whole buffers; a stream could be read once only.
      const bytes = Buffer.isBuffer(body) ? body : await buffer(body)
      await storage.put(key, bytes, contentType)
      await cache.put(key, bytes, contentType)
    },
    async close() {
      await cache.close()
      await storage.close()
    },
  }
}
