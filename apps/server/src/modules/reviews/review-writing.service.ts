import {
  type OwnReview,
  REVIEW_BODY_MIN,
  REVIEW_WINDOW_DAYS,
  reviewsMessages,
} from '@phiencho/contracts'
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { HttpError, notFound, validationError } from '../../lib/errors.ts'
import { attachablePictures, type StoredPicture } from '../uploads/index.ts'
import { listedProduct } from './product-reviews.service.ts'
import { moderationAfterEdit, moderationOfNew } from './review-moderation.ts'
import { editUntil } from './review-rows.ts'
import { plainText } from './review-text.ts'
import {
  findOwnOrderLine,
  insertReview,
  lineIsReviewed,
  lockOwnReview,
  type OrderLine,
  photoPathsOf,
  replacePhotos,
  updateEditedReview,
} from './review-writing.repository.ts'
import { ownReviewsWhere } from './own-review.read.ts'

const DAY_MS = 86_400_000
type FieldErrors = Record<string, string[]>

export interface ReviewText {
  rating: number
  body: string
  image_ids: number[]
}

/** Why this line cannot be reviewed by the caller for this product, if it cannot. */
function lineRefusal(line: OrderLine | undefined, productId: number, now: Date): string | null {
  const delivered = line?.delivered_at == null ? null : new Date(line.delivered_at)
  const settled = line?.order_status === 'delivered' || line?.order_status === 'completed'
  if (!line || line.product_id !== productId || !settled || !delivered) {
    return reviewsMessages.notReviewable
  }
  if (now.getTime() > delivered.getTime() + REVIEW_WINDOW_DAYS * DAY_MS) {
    return reviewsMessages.windowClosed
  }
  return null
}

/** The stored text and pictures of a review, or every field's problem at once. */
async function checkedText(
  tx: Tx,
  userId: number,
  input: ReviewText,
  errors: FieldErrors,
  currentPaths: string[] = [],
): Promise<{ body: string; pictures: StoredPicture[] }> {
  const body = plainText(input.body)
  // The contract counted the typed text; what is stored may be shorter.
  if (body.length < REVIEW_BODY_MIN) errors.body = [reviewsMessages.body]
  const pictures = await attachablePictures(tx, userId, input.image_ids, currentPaths)
  if (!pictures) errors.image_ids = [reviewsMessages.photoNotFound]
  if (Object.keys(errors).length > 0) throw validationError(errors)
  return { body, pictures: pictures ?? [] }
}

/** `POST /products/:slug/reviews`: the buyer's review of one delivered order line. */
export function createReview(
  db: Db,
  userId: number,
  slug: string,
  input: ReviewText & { order_item_id: number },
  now = new Date(),
): Promise<OwnReview> {
  return db.transaction(async (tx) => {
    const product = await listedProduct(tx, slug)
    const line = await findOwnOrderLine(tx, userId, input.order_item_id)
    const refusal = lineRefusal(line, product.id, now)
    if (!refusal && (await lineIsReviewed(tx, input.order_item_id))) {
      throw new HttpError(409, reviewsMessages.alreadyReviewed)
    }
    const { body, pictures } = await checkedText(
      tx,
      userId,
      input,
      refusal ? { order_item_id: [refusal] } : {},
    )
    const id = await insertReview(tx, {
      product_id: product.id,
      order_item_id: input.order_item_id,
      user_id: userId,
      rating: input.rating,
      body,
      has_photos: pictures.length > 0,
      ...moderationOfNew(body, pictures.length),
    })
    // A second post for the same line, at the same moment, lost the insert.
    if (id === undefined) throw new HttpError(409, reviewsMessages.alreadyReviewed)
    await replacePhotos(tx, id, pictures)
    return (await ownReviewsWhere(tx, sql`r.id = ${id}`, now))[0]!
  })
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((path) => b.includes(path))

/** `PATCH /reviews/:id`: the author's one edit, within REVIEW_EDIT_DAYS of writing. */
export function editReview(
  db: Db,
  userId: number,
  id: number,
  input: ReviewText,
  now = new Date(),
): Promise<OwnReview> {
  return db.transaction(async (tx) => {
    const current = await lockOwnReview(tx, userId, id)
    if (!current) throw notFound(reviewsMessages.notFound)
    if (current.edited_at !== null) throw new HttpError(409, reviewsMessages.editUsed)
    if (now > editUntil(current.created_at)) {
      throw new HttpError(409, reviewsMessages.editWindowClosed)
    }
    const currentPaths = await photoPathsOf(tx, id)
    const { body, pictures } = await checkedText(tx, userId, input, {}, currentPaths)
    const paths = pictures.map((picture) => picture.path)
    const moderation = moderationAfterEdit(current, body, {
      changed: !sameSet(paths, currentPaths),
      count: paths.length,
    })
    await updateEditedReview(tx, id, {
      rating: input.rating,
      body,
      has_photos: pictures.length > 0,
      ...moderation,
    })
    await replacePhotos(tx, id, pictures)
    return (await ownReviewsWhere(tx, sql`r.id = ${id}`, now))[0]!
  })
}
