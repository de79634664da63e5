import type { OwnReview } from '@phiencho/contracts'
import type { SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { storedPicturesAt } from '../uploads/index.ts'
import { toOwnReview } from './review-rows.ts'
import { findReviewRows } from './review-writing.repository.ts'

/**
 * Reviews as their author sees them, with the upload ids of their photos (what an edit sends back
 * to keep them).
 */
export async function ownReviewsWhere(
  db: Db | Tx,
  where: SQL,
  now = new Date(),
): Promise<OwnReview[]> {
  const rows = await findReviewRows(db, where)
  const paths = rows.flatMap((row) => row.photos.map((photo) => photo.path))
  const idByPath = new Map(
    (await storedPicturesAt(db, paths)).map((picture) => [picture.path, picture.id]),
  )
  return rows.map((row) =>
    toOwnReview(
      row,
      row.photos.flatMap((photo) => idByPath.get(photo.path) ?? []),
      now,
    ),
  )
}
