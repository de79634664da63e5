import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { product_reviews, review_helpful_votes, review_reports } from './reviews.tables.ts'

/** A review every visitor sees, with its author; undefined otherwise. */
export async function findPublishedReview(
  tx: Tx,
  id: number,
): Promise<{ user_id: number; helpful_count: number } | undefined> {
  const [row] = await tx
    .select({ user_id: product_reviews.user_id, helpful_count: product_reviews.helpful_count })
    .from(product_reviews)
    .where(and(eq(product_reviews.id, id), eq(product_reviews.status, 'published')))
  return row
}

/** Whether the vote is new (a second vote of the same account changes nothing). */
export async function insertVote(tx: Tx, reviewId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .insert(review_helpful_votes)
    .values({ review_id: reviewId, user_id: userId })
    .onConflictDoNothing()
    .returning({ review_id: review_helpful_votes.review_id })
  return rows.length > 0
}

/** Whether there was a vote to take back. */
export async function deleteVote(tx: Tx, reviewId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(review_helpful_votes)
    .where(
      and(eq(review_helpful_votes.review_id, reviewId), eq(review_helpful_votes.user_id, userId)),
    )
    .returning({ review_id: review_helpful_votes.review_id })
  return rows.length > 0
}

/** Moves the kept count of votes by `delta`, in the vote's transaction; answers the new count. */
export async function addToHelpfulCount(tx: Tx, reviewId: number, delta: 1 | -1): Promise<number> {
  const [row] = await tx
    .update(product_reviews)
    .set({ helpful_count: sql`${product_reviews.helpful_count} + ${delta}` })
    .where(eq(product_reviews.id, reviewId))
    .returning({ helpful_count: product_reviews.helpful_count })
  return row!.helpful_count
}

/** Whether the report is new (one per account and review, the unique index decides). */
export async function insertReport(
  tx: Tx,
  reviewId: number,
  reporterId: number,
  reason: string,
): Promise<boolean> {
  const rows = await tx
    .insert(review_reports)
    .values({ review_id: reviewId, reporter_id: reporterId, reason })
    .onConflictDoNothing()
    .returning({ id: review_reports.id })
  return rows.length > 0
}
