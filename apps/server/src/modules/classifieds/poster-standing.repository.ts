import { and, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { classified_ads, classified_poster_blocks } from './classifieds.tables.ts'

/**
 * Ads that went up after review or without it: published, expired, or hidden by their owner. One
 * a moderator hid does not vouch for its poster.
 */
export const approvedAd = sql`(${classified_ads.status} in ('published', 'expired')
  or (${classified_ads.status} = 'hidden' and not ${classified_ads.hidden_by_moderator}))`

/** Whether the poster has had an ad approved (the `review_new_posters` rule). */
export async function hasApprovedAd(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: classified_ads.id })
    .from(classified_ads)
    .where(and(eq(classified_ads.user_id, userId), approvedAd))
    .limit(1)
  return row !== undefined
}

/** The poster's block, if a moderator stopped them from posting. */
export async function findPosterBlock(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({
      reason: classified_poster_blocks.reason,
      created_at: classified_poster_blocks.created_at,
    })
    .from(classified_poster_blocks)
    .where(eq(classified_poster_blocks.user_id, userId))
  return row
}

/** False when the poster was already blocked. */
export async function insertPosterBlock(
  tx: Tx,
  block: { userId: number; reason: string; blockedBy: number | null },
): Promise<boolean> {
  const rows = await tx
    .insert(classified_poster_blocks)
    .values({ user_id: block.userId, reason: block.reason, blocked_by: block.blockedBy })
    .onConflictDoNothing({ target: classified_poster_blocks.user_id })
    .returning({ user_id: classified_poster_blocks.user_id })
  return rows.length > 0
}

/** The removed block's reason; undefined when the poster was not blocked. */
export async function deletePosterBlock(tx: Tx, userId: number) {
  const [row] = await tx
    .delete(classified_poster_blocks)
    .where(eq(classified_poster_blocks.user_id, userId))
    .returning({ reason: classified_poster_blocks.reason })
  return row
}
