import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { mediaUrl, type UploadedImage } from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
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

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  try {
    await writeFile(partial, data, { flag: 'wx' })
    await rename(partial, file)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

/**
 * Stores a customer's picture (see encodeUpload) under the media directory and records it. The
 * same picture uploaded twice by the same customer is the same record.
 */
export async function storeUpload(
  db: Db,
  mediaDir: string,
  userId: number,
  bytes: Buffer,
): Promise<UploadedImage> {
  const image = await encodeUpload(bytes)
  const known = await findUserMediaBySha(db, userId, image.sha256)
  if (known) return toUploadedImage(known)
  const stored = newUploadPath()
  const file = path.join(mediaDir, stored)
  await writeAtomically(file, image.data)
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
    await rm(file, { force: true })
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

const MIME_BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
}

/**
 * The media record of each stored file, made for files that have none: pictures written before
 * uploads were recorded (the demo ads) get one the first time an edit form needs their id. A file
 * missing from disk gets no record.
 */
export async function picturesByPath(
  db: Db,
  mediaDir: string,
  files: Array<{ path: string; width: number | null; height: number | null }>,
): Promise<Map<string, StoredPicture>> {
  const byPath = new Map(files.map((file) => [file.path, file]))
  const found = new Map(
    (await findMediaByPaths(db, [...byPath.keys()])).map((row) => [row.path, row]),
  )
  const missing = [...byPath.values()].filter((file) => !found.has(file.path))
  if (missing.length === 0) return found
  const root = path.resolve(mediaDir)
  const records = await Promise.all(
    missing.map(async (file) => {
      const absolute = path.resolve(root, file.path)
      if (!absolute.startsWith(root + path.sep)) return null
      const bytes = await readFile(absolute).catch(() => null)
      if (!bytes) return null
      return {
        user_id: null,
        path: file.path,
        mime:
          MIME_BY_EXTENSION[path.extname(file.path).toLowerCase()] ?? 'application/octet-stream',
        size: bytes.length,
        width: file.width,
        height: file.height,
        sha256: createHash('sha256').update(bytes).digest('hex'),
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
