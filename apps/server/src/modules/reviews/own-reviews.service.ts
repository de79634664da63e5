import {
  mediaUrl,
  pageMeta,
  type ReviewableLinePage,
  OWN_REVIEW_LINES_PER_PAGE,
} from '@phiencho/contracts'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  countReviewableLines,
  findReviewableLines,
  type ReviewableLineRow,
} from './own-reviews.repository.ts'
import { ownReviewsWhere } from './own-review.read.ts'
import { isoOf } from './review-rows.ts'

function productOf(row: ReviewableLineRow): ReviewableLinePage['data'][number]['product'] {
  if (row.product_id === null || row.product_slug === null || row.product_name === null) {
    return null
  }
  return {
    id: row.product_id,
    slug: row.product_slug,
    name: row.product_name,
    // The picture the order kept of the line.
    image: row.image
      ? { url: mediaUrl(row.image), width: null, height: null, alt: row.name }
      : null,
  }
}

/** `GET /my/reviews`: the caller's delivered lines and their reviews, the ones still to write first. */
export async function listReviewableLines(
  db: Db,
  userId: number,
  query: { page: number; order?: string | undefined },
): Promise<ReviewableLinePage> {
  const offset = (query.page - 1) * OWN_REVIEW_LINES_PER_PAGE
  const orderCode = query.order ? query.order.toUpperCase() : undefined
  const [rows, total] = await Promise.all([
    findReviewableLines(db, userId, orderCode, OWN_REVIEW_LINES_PER_PAGE, offset),
    countReviewableLines(db, userId, orderCode),
  ])
  const reviewIds = rows.flatMap((row) => (row.review_id === null ? [] : [row.review_id]))
  const reviews =
    reviewIds.length === 0
      ? []
      : await ownReviewsWhere(db, sql`r.id = any(${`{${reviewIds.join(',')}}`}::int[])`)
  const reviewById = new Map(reviews.map((review) => [review.id, review]))
  return {
    data: rows.map((row) => ({
      order_item_id: row.order_item_id,
      order_code: row.order_code,
      product: productOf(row),
      name: row.name,
      variant_name: row.variant_name,
      delivered_at: isoOf(row.delivered_at),
      review_until: isoOf(row.review_until),
      can_review: row.can_review,
      review: row.review_id === null ? null : (reviewById.get(row.review_id) ?? null),
    })),
    meta: pageMeta(query.page, OWN_REVIEW_LINES_PER_PAGE, total),
  }
}
