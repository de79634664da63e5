import { and, eq, sql, type SQL } from 'drizzle-orm'
import { type Db, selectRows, type Tx } from '../../db/client.ts'
import type { Moderation } from './review-moderation.ts'
import { type PhotoRow, reviewColumns, reviewJoins, type ReviewRow } from './review-rows.ts'
import { product_reviews, review_photos } from './reviews.tables.ts'

/** When an order was delivered: its first step into `delivered` or `completed`. */
export const deliveredAtSql = (order: SQL) => sql`(select h.created_at
  from order_status_history h
  where h.order_id = ${order} and h.to_status in ('delivered', 'completed')
  order by h.created_at, h.id limit 1)`

export interface OrderLine {
  id: number
  product_id: number | null
  order_status: string
  delivered_at: Date | string | null
}

/** The caller's order line; undefined for a line of someone else's order, as for no line. */
export async function findOwnOrderLine(
  tx: Tx,
  userId: number,
  orderItemId: number,
): Promise<OrderLine | undefined> {
  const [row] = await selectRows<OrderLine>(
    tx,
    sql`select oi.id, oi.product_id, o.status as order_status,
        ${deliveredAtSql(sql`o.id`)} as delivered_at
      from order_items oi join orders o on o.id = oi.order_id
      where oi.id = ${orderItemId} and o.user_id = ${userId}`,
  )
  return row
}

export async function lineIsReviewed(tx: Tx, orderItemId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: product_reviews.id })
    .from(product_reviews)
    .where(eq(product_reviews.order_item_id, orderItemId))
  return row !== undefined
}

export interface NewReviewRow extends Moderation {
  product_id: number
  order_item_id: number
  user_id: number
  rating: number
  body: string
  has_photos: boolean
}

/** The new review's id; undefined when the line has one already (the unique index decides). */
export async function insertReview(tx: Tx, values: NewReviewRow): Promise<number | undefined> {
  const [row] = await tx
    .insert(product_reviews)
    .values({
      ...values,
      published_at: values.status === 'published' ? sql`now()` : null,
    })
    .onConflictDoNothing({ target: product_reviews.order_item_id })
    .returning({ id: product_reviews.id })
  return row?.id
}

export async function replacePhotos(tx: Tx, reviewId: number, photos: PhotoRow[]): Promise<void> {
  await tx.delete(review_photos).where(eq(review_photos.review_id, reviewId))
  if (photos.length === 0) return
  await tx.insert(review_photos).values(
    photos.map((photo, position) => ({
      review_id: reviewId,
      path: photo.path,
      width: photo.width,
      height: photo.height,
      position,
    })),
  )
}

export async function findReviewRows(db: Db | Tx, where: SQL): Promise<ReviewRow[]> {
  return selectRows<ReviewRow>(
    db,
    sql`select ${reviewColumns} from product_reviews r ${reviewJoins} where ${where}`,
  )
}

export interface LockedReview {
  id: number
  status: Moderation['status']
  held_for: Moderation['held_for']
  created_at: Date
  edited_at: Date | null
}

/** The author's review, locked for their edit; undefined for anyone else's. */
export async function lockOwnReview(
  tx: Tx,
  userId: number,
  id: number,
): Promise<LockedReview | undefined> {
  const [row] = await tx
    .select({
      id: product_reviews.id,
      status: product_reviews.status,
      held_for: product_reviews.held_for,
      created_at: product_reviews.created_at,
      edited_at: product_reviews.edited_at,
    })
    .from(product_reviews)
    .where(and(eq(product_reviews.id, id), eq(product_reviews.user_id, userId)))
    .for('update')
  return row && { ...row, held_for: row.held_for as Moderation['held_for'] }
}

export async function photoPathsOf(tx: Tx, reviewId: number): Promise<string[]> {
  const rows = await tx
    .select({ path: review_photos.path })
    .from(review_photos)
    .where(eq(review_photos.review_id, reviewId))
    .orderBy(review_photos.position, review_photos.id)
  return rows.map((row) => row.path)
}

export async function updateEditedReview(
  tx: Tx,
  id: number,
  values: Moderation & { rating: number; body: string; has_photos: boolean },
): Promise<void> {
  await tx
    .update(product_reviews)
    .set({ ...values, edited_at: sql`now()` })
    .where(eq(product_reviews.id, id))
}
