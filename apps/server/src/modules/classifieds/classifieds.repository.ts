import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { provinces, wards } from '../geo/index.ts'
import { users } from '../users/index.ts'
import { effectiveStatus } from './ad-status.ts'
import {
  classified_ads,
  classified_images,
  classified_reports,
  classified_topics,
} from './classifieds.tables.ts'

export interface ImageRow {
  path: string
  width: number | null
  height: number | null
}

/** What visitors may see: approved, not yet expired, in a topic that is not hidden. */
export const liveAd = and(
  eq(classified_ads.status, 'published'),
  gt(classified_ads.expires_at, sql`now()`),
  sql`${classified_ads.topic_id} not in (select h.id from classified_topics h where h.is_hidden)`,
)

export async function findTopicId(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: classified_topics.id })
    .from(classified_topics)
    .where(and(eq(classified_topics.slug, slug), eq(classified_topics.is_hidden, false)))
  return row?.id
}

/** An ad by slug whatever its status (the caller decides who may see it), with `live` computed. */
export async function findAdBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: classified_ads.id,
      user_id: classified_ads.user_id,
      slug: classified_ads.slug,
      title: classified_ads.title,
      body: classified_ads.body,
      price: classified_ads.price,
      topic_name: classified_topics.name,
      topic_slug: classified_topics.slug,
      province_code: classified_ads.province_code,
      province_name: provinces.name,
      ward_code: wards.code,
      ward_name: wards.name,
      contact_name: classified_ads.contact_name,
      contact_phone: classified_ads.contact_phone,
      member_since: users.created_at,
      view_count: classified_ads.view_count,
      created_at: classified_ads.created_at,
      updated_at: classified_ads.updated_at,
      bumped_at: classified_ads.bumped_at,
      expires_at: classified_ads.expires_at,
      status: effectiveStatus,
      hidden_by_moderator: classified_ads.hidden_by_moderator,
      live: sql<boolean>`${liveAd}`,
    })
    .from(classified_ads)
    .innerJoin(classified_topics, eq(classified_topics.id, classified_ads.topic_id))
    .innerJoin(provinces, eq(provinces.code, classified_ads.province_code))
    .innerJoin(users, eq(users.id, classified_ads.user_id))
    .leftJoin(wards, eq(wards.code, classified_ads.ward_code))
    .where(eq(classified_ads.slug, slug))
  return row
}

/** The ad's pictures in display order. */
export function findAdImages(db: Db | Tx, adId: number): Promise<ImageRow[]> {
  return db
    .select({
      path: classified_images.path,
      width: classified_images.width,
      height: classified_images.height,
    })
    .from(classified_images)
    .where(eq(classified_images.ad_id, adId))
    .orderBy(asc(classified_images.position), asc(classified_images.id))
}

/** Id, owner and contact phone of a live ad. */
export async function findLiveAd(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: classified_ads.id,
      user_id: classified_ads.user_id,
      contact_phone: classified_ads.contact_phone,
    })
    .from(classified_ads)
    .where(and(liveAd, eq(classified_ads.slug, slug)))
  return row
}

/** Adds a view without touching `updated_at` (which says when the owner last changed the ad). */
export async function addAdView(db: Db, id: number): Promise<void> {
  await db.execute(sql`update classified_ads set view_count = view_count + 1 where id = ${id}`)
}

/** False when this reporter already reported this ad (one report per person and ad). */
export async function insertReport(
  db: Db,
  report: { adId: number; reporterId: number; reason: string },
): Promise<boolean> {
  const rows = await db
    .insert(classified_reports)
    .values({ ad_id: report.adId, reporter_id: report.reporterId, reason: report.reason })
    .onConflictDoNothing({ target: [classified_reports.ad_id, classified_reports.reporter_id] })
    .returning({ id: classified_reports.id })
  return rows.length > 0
}

/** The first picture of each of these ads (by position), e.g. for the owner's list. */
export async function findFirstImages(db: Db, adIds: number[]): Promise<Map<number, ImageRow>> {
  const first = new Map<number, ImageRow>()
  if (!adIds.length) return first
  const rows = await db
    .select({
      ad_id: classified_images.ad_id,
      path: classified_images.path,
      width: classified_images.width,
      height: classified_images.height,
    })
    .from(classified_images)
    .where(inArray(classified_images.ad_id, adIds))
    .orderBy(
      asc(classified_images.ad_id),
      asc(classified_images.position),
      asc(classified_images.id),
    )
  for (const { ad_id, ...image } of rows) if (!first.has(ad_id)) first.set(ad_id, image)
  return first
}
