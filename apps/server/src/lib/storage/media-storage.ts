import type { Readable } from 'node:stream'

/** What a store knows of one object, without its bytes. */
export interface StoredObjectInfo {
  size: number
  contentType: string
  /** A validator for `If-None-Match`, quoted, weak (`W/"…"`) or strong. */
  etag: string
  lastModified: Date
}

export interface StoredObject extends StoredObjectInfo {
  /** The bytes (of the range asked for); the caller reads it to the end or destroys it. */
  body: Readable
}

/** Bytes `start` to `end` included, both within the object. */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where uploaded and generated media live (docs/decisions/040-media-storage.md). Keys are the
 * paths the database stores (`uploads/2026/11/3f9c….webp`, `.variants/w320/…`); an object is
 * written whole or not at all, so a reader never sees half a file.
 */
export interface MediaStorage {
  readonly driver: 'local' | 's3'
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>
  /**
   * The object, or null when there is none under this key (or the key is not a valid one). With a
   * range, the body holds those bytes only; `size` is still the whole object's.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>
  head(key: string): Promise<StoredObjectInfo | null>
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>
  close(): Promise<void>
}

/**
 * A relative path of non-empty segments other than `.` and `..`, without backslash or NUL: the
 * same object under both drivers, and never a file outside the local root.
 */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024 || /[\\\0]/.test(key)) return false
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a media storage key: ${JSON.stringify(key.slice(0, 100))}`)
  }
}

const TYPE_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  ico: 'image/vnd.microsoft.icon',
}

/** The type a file's name says (the local driver keeps no type of its own). */
export function contentTypeOf(key: string): string {
  const extension = /\.([^./]+)$/.exec(key)?.[1]?.toLowerCase() ?? ''
  return TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream'
}
