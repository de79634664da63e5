import { createHash, randomBytes } from 'node:crypto'
import { mediaUrl, type UploadedImage } from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { contentTypeOf, type MediaStorage } from '../../lib/storage/index.ts'
import { encodeUpload } from './image-encoding.ts'
import {
  findAttachableMedia,
  findMediaByPaths,
  findUserMediaBySha,
  insertMedia,
  insertMediaIfAbsent,
  type StoredPicture,
} from './uploads.repository.ts'

export type { StoredPicture } from './uploads.repository.ts'

export const toUploadedImage = (picture: StoredPicture): UploadedImage => ({
  id: picture.id,
  url: mediaUrl(picture.path),
  width: picture.width ?? 0,
  height: picture.height ?? 0,
})

/** `uploads/2026/11/3f9c….webp`: a new name for every file, so URLs can be cached forever. */
function newUploadPath(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `uploads/${now.getUTCFullYear()}/${month}/${randomBytes(12).toString('hex')}.webp`
}

/**
 * Stores a customer's picture (see encodeUpload) in the media storage and records it. The same
 * picture uploaded twice by the same customer is the same record.
 */
export async function storeUpload(
  db: Db,
  storage: MediaStorage,
  userId: number,
  bytes: Buffer,
): Promise<UploadedImage> {
  const image = await encodeUpload(bytes)
  const known = await findUserMediaBySha(db, userId, image.sha256)
  if (known) return toUploadedImage(known)
  const stored = newUploadPath()
  await storage.put(stored, image.data, 'image/webp')
  try {
    return toUploadedImage(
      await insertMedia(db, {
        user_id: userId,
        path: stored,
        mime: 'image/webp',
        size: image.data.length,
        width: image.width,
        height: image.height,
        sha256: image.sha256,
      }),
    )
  } catch (error) {
    await storage.delete(stored)
    throw error
  }
}

/**
 * The pictures among `ids` that this customer may attach (their uploads, or files already on
 * the ad being edited: `alsoPaths`), in the order of `ids`; null when one of them is not.
 */
export async function attachablePictures(
  db: Db | Tx,
  userId: number,
  ids: number[],
  alsoPaths: string[] = [],
): Promise<StoredPicture[] | null> {
  const unique = [...new Set(ids)]
  const rows = await findAttachableMedia(db, userId, unique, alsoPaths)
  if (rows.length !== unique.length) return null
  const byId = new Map(rows.map((row) => [row.id, row]))
  return unique.map((id) => byId.get(id)!)
}

/** The stored pictures among these paths (uploaded through an upload route). */
export function storedPicturesAt(db: Db | Tx, paths: string[]): Promise<StoredPicture[]> {
  return paths.length === 0 ? Promise.resolve([]) : findMediaByPaths(db, paths)
}

async function sha256Of(storage: MediaStorage, key: string) {
  const object = await storage.get(key)
  if (!object) return null
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of object.body as AsyncIterable<Buffer>) {
    hash.update(chunk)
    size += chunk.length
  }
  return { size, sha256: hash.digest('hex') }
}

/**
 * The media record of each stored file, made for files that have none: pictures written before
 * uploads were recorded (the demo ads) get one the first time an edit form needs their id. A file
 * missing from the storage gets no record.
 */
export async function picturesByPath(
  db: Db,
  storage: MediaStorage,
  files: Array<{ path: string; width: number | null; height: number | null }>,
): Promise<Map<string, StoredPicture>> {
  const byPath = new Map(files.map((file) => [file.path, file]))
  const found = new Map(
    (await findMediaByPaths(db, [...byPath.keys()])).map((row) => [row.path, row]),
  )
  const missing = [...byPath.values()].filter((file) => !found.has(file.path))
  if (missing.length === 0) return found
  const records = await Promise.all(
    missing.map(async (file) => {
      const stored = await sha256Of(storage, file.path)
      if (!stored) return null
      return {
        user_id: null,
        path: file.path,
        mime: contentTypeOf(file.path),
        size: stored.size,
        width: file.width,
        height: file.height,
        sha256: stored.sha256,
      }
    }),
  )
  await insertMediaIfAbsent(
    db,
    records.filter((record) => record !== null),
  )
  for (const row of await findMediaByPaths(
    db,
    missing.map((file) => file.path),
  ))
    found.set(row.path, row)
  return found
}
