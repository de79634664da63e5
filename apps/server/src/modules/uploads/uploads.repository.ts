import { and, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { media } from '../media/index.ts'

// The uploads module is the one writer of `media` (the table is declared with the media routes
// that serve the files).

export type MediaRow = typeof media.$inferSelect
export type NewMedia = typeof media.$inferInsert

const pictureColumns = {
  id: media.id,
  path: media.path,
  width: media.width,
  height: media.height,
}
export type StoredPicture = {
  id: number
  path: string
  width: number | null
  height: number | null
}

/** The same bytes uploaded before by the same customer. */
export async function findUserMediaBySha(db: Db | Tx, userId: number, sha256: string) {
  const [row] = await db
    .select(pictureColumns)
    .from(media)
    .where(and(eq(media.user_id, userId), eq(media.sha256, sha256)))
    .limit(1)
  return row
}

export async function insertMedia(db: Db | Tx, values: NewMedia): Promise<StoredPicture> {
  const [row] = await db.insert(media).values(values).returning(pictureColumns)
  return row!
}

/**
 * Of `ids`, the pictures this customer may attach: their own uploads, and (`alsoPaths`) files
 * that are already on the thing being edited, whoever uploaded them.
 */
export function findAttachableMedia(
  db: Db | Tx,
  userId: number,
  ids: number[],
  alsoPaths: string[] = [],
): Promise<StoredPicture[]> {
  if (ids.length === 0) return Promise.resolve([])
  const allowed: SQL[] = [eq(media.user_id, userId)]
  if (alsoPaths.length > 0) allowed.push(inArray(media.path, alsoPaths))
  return db
    .select(pictureColumns)
    .from(media)
    .where(and(inArray(media.id, ids), or(...allowed)))
}

export function findMediaByPaths(db: Db | Tx, paths: string[]): Promise<StoredPicture[]> {
  if (paths.length === 0) return Promise.resolve([])
  return db.select(pictureColumns).from(media).where(inArray(media.path, paths))
}

/** Rows for files already on disk; a path recorded meanwhile is left as it is. */
export async function insertMediaIfAbsent(db: Db | Tx, rows: NewMedia[]): Promise<void> {
  if (rows.length === 0) return
  await db.insert(media).values(rows).onConflictDoNothing({ target: media.path })
}
