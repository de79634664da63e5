import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { provinces } from '../geo/geo.tables.ts'
import { classified_ads, classified_images, classified_topics } from './classifieds.tables.ts'

/** What visitors may see: approved and not yet expired. */
export const liveAd = and(
  eq(classified_ads.status, 'published'),
  gt(classified_ads.expires_at, sql`now()`),
)

/** The newest live ads (by their last push up), with topic and province names. */
export async function findLatestAds(db: Db, limit: number) {
  return db
    .select({
      id: classified_ads.id,
      slug: classified_ads.slug,
      title: classified_ads.title,
      price: classified_ads.price,
      bumped_at: classified_ads.bumped_at,
      province_name: provinces.name,
      topic_name: classified_topics.name,
      topic_slug: classified_topics.slug,
    })
    .from(classified_ads)
    .innerJoin(classified_topics, eq(classified_topics.id, classified_ads.topic_id))
    .leftJoin(provinces, eq(provinces.code, classified_ads.province_code))
    .where(liveAd)
    .orderBy(desc(classified_ads.bumped_at), desc(classified_ads.id))
    .limit(limit)
}
export type LatestAdRow = Awaited<ReturnType<typeof findLatestAds>>[number]

/** The first picture of each of these ads (by position). */
export async function findFirstImages(db: Db, adIds: number[]) {
  if (!adIds.length)
    return new Map<number, { path: string; width: number | null; height: number | null }>()
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
  const first = new Map<number, { path: string; width: number | null; height: number | null }>()
  for (const row of rows) if (!first.has(row.ad_id)) first.set(row.ad_id, row)
  return first
}
