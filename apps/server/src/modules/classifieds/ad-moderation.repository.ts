import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { users } from '../users/index.ts'
import { classified_ads, classified_reports } from './classifieds.tables.ts'

/** The ad's moderated state, locked until commit, with its owner's address for the mail. */
export async function lockModeratedAd(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: classified_ads.id,
      slug: classified_ads.slug,
      title: classified_ads.title,
      user_id: classified_ads.user_id,
      status: classified_ads.status,
      hidden_by_moderator: classified_ads.hidden_by_moderator,
      moderation_note: classified_ads.moderation_note,
      owner_name: users.name,
      owner_email: users.email,
    })
    .from(classified_ads)
    .innerJoin(users, eq(users.id, classified_ads.user_id))
    .where(eq(classified_ads.id, id))
    .for('update', { of: classified_ads })
  return row
}
export type ModeratedAd = NonNullable<Awaited<ReturnType<typeof lockModeratedAd>>>

export type ModerationChange =
  { status: 'published'; fresh: boolean } | { status: 'rejected' | 'hidden'; note: string }

/**
 * Published (`fresh`: for AD_LIFETIME_DAYS from now, at the top, as a new ad), rejected or hidden
 * by a moderator with the note its owner reads.
 */
export async function applyModeration(tx: Tx, id: number, change: ModerationChange, days: number) {
  const values =
    change.status === 'published'
      ? {
          status: 'published' as const,
          hidden_by_moderator: false,
          moderation_note: null,
          ...(change.fresh
            ? {
                expires_at: sql`now() + make_interval(days => ${days}::int)`,
                bumped_at: sql`now()`,
              }
            : {}),
        }
      : {
          status: change.status,
          hidden_by_moderator: change.status === 'hidden',
          moderation_note: change.note,
        }
  await tx
    .update(classified_ads)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(classified_ads.id, id))
}

/** Every report of an ad with its reporter, open first, then newest first. */
export function selectAdReports(db: Db | Tx, adIds: number[]) {
  return db
    .select({
      id: classified_reports.id,
      ad_id: classified_reports.ad_id,
      reason: classified_reports.reason,
      status: classified_reports.status,
      created_at: classified_reports.created_at,
      handled_at: classified_reports.handled_at,
      outcome: classified_reports.outcome,
      handler_note: classified_reports.handler_note,
      reporter_id: users.id,
      reporter_name: users.name,
    })
    .from(classified_reports)
    .leftJoin(users, eq(users.id, classified_reports.reporter_id))
    .where(
      adIds.length === 1
        ? eq(classified_reports.ad_id, adIds[0]!)
        : sql`${classified_reports.ad_id} = any(${`{${adIds.join(',')}}`}::int[])`,
    )
    .orderBy(
      desc(sql`${classified_reports.status} = 'open'`),
      desc(classified_reports.created_at),
      asc(classified_reports.id),
    )
}
export type AdReportRow = Awaited<ReturnType<typeof selectAdReports>>[number]
