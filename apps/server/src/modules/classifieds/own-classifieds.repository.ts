import type { ClassifiedStatus } from '@phiencho/contracts'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { provinces } from '../geo/index.ts'
import { effectiveStatus, statusIs } from './ad-status.ts'
import { classified_ads, classified_images, classified_topics } from './classifieds.tables.ts'

const ownedBy = (userId: number, id: number) =>
  and(eq(classified_ads.user_id, userId), eq(classified_ads.id, id))

const summaryColumns = {
  id: classified_ads.id,
  slug: classified_ads.slug,
  title: classified_ads.title,
  price: classified_ads.price,
  status: effectiveStatus,
  moderation_note: classified_ads.moderation_note,
  hidden_by_moderator: classified_ads.hidden_by_moderator,
  view_count: classified_ads.view_count,
  created_at: classified_ads.created_at,
  updated_at: classified_ads.updated_at,
  bumped_at: classified_ads.bumped_at,
  expires_at: classified_ads.expires_at,
  topic_name: classified_topics.name,
  topic_slug: classified_topics.slug,
  province_name: provinces.name,
}

export interface OwnAdsFilter {
  status?: ClassifiedStatus | undefined
  limit: number
  offset: number
}

/** A page of the customer's ads, newest first, and how many there are in all. */
export async function findOwnAds(db: Db, userId: number, filter: OwnAdsFilter) {
  const where = and(
    eq(classified_ads.user_id, userId),
    filter.status ? statusIs(filter.status) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(classified_ads)
      .innerJoin(classified_topics, eq(classified_topics.id, classified_ads.topic_id))
      .leftJoin(provinces, eq(provinces.code, classified_ads.province_code))
      .where(where)
      .orderBy(desc(classified_ads.created_at), desc(classified_ads.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(classified_ads).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}
export type OwnAdSummaryRow = Awaited<ReturnType<typeof findOwnAds>>['rows'][number]

/** One of the customer's ads with everything the edit form needs; undefined for anyone else's. */
export async function findOwnAd(db: Db | Tx, userId: number, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      body: classified_ads.body,
      topic_id: classified_ads.topic_id,
      province_code: classified_ads.province_code,
      ward_code: classified_ads.ward_code,
      contact_name: classified_ads.contact_name,
      contact_phone: classified_ads.contact_phone,
    })
    .from(classified_ads)
    .innerJoin(classified_topics, eq(classified_topics.id, classified_ads.topic_id))
    .leftJoin(provinces, eq(provinces.code, classified_ads.province_code))
    .where(ownedBy(userId, id))
  return row
}
export type OwnAdRow = NonNullable<Awaited<ReturnType<typeof findOwnAd>>>

/** The customer's ad, locked until commit, with the status the owner sees. */
export async function lockOwnAd(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .select({
      id: classified_ads.id,
      status: effectiveStatus,
      topic_id: classified_ads.topic_id,
      hidden_by_moderator: classified_ads.hidden_by_moderator,
    })
    .from(classified_ads)
    .where(ownedBy(userId, id))
    .for('update')
  return row
}

/** A topic an ad may be filed under: one offered to shoppers (not hidden). */
export async function topicOffered(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: classified_topics.id })
    .from(classified_topics)
    .where(and(eq(classified_topics.id, id), eq(classified_topics.is_hidden, false)))
  return row !== undefined
}

export { findAdImages } from './classifieds.repository.ts'

export type AdValues = Pick<
  typeof classified_ads.$inferInsert,
  | 'title'
  | 'body'
  | 'topic_id'
  | 'price'
  | 'province_code'
  | 'ward_code'
  | 'contact_name'
  | 'contact_phone'
>

/** The new ad's id; undefined when the slug is taken. */
export async function insertAd(
  tx: Tx,
  values: AdValues &
    Pick<typeof classified_ads.$inferInsert, 'user_id' | 'slug' | 'expires_at'> & {
      status: 'pending' | 'published'
    },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(classified_ads)
    .values({ ...values, bumped_at: sql`now()` })
    .onConflictDoNothing({ target: classified_ads.slug })
    .returning({ id: classified_ads.id })
  return row?.id
}

export async function updateAd(tx: Tx, userId: number, id: number, values: AdValues) {
  await tx
    .update(classified_ads)
    .set({ ...values, updated_at: sql`now()` })
    .where(ownedBy(userId, id))
}

/**
 * A rejected ad sent again: waiting for review, or up at once for AD_LIFETIME_DAYS (`days`) as a
 * new ad is; the moderator's reason goes (the audit log keeps it).
 */
export async function resubmitAd(
  tx: Tx,
  id: number,
  status: 'pending' | 'published',
  days: number,
) {
  await tx
    .update(classified_ads)
    .set({
      status,
      moderation_note: null,
      expires_at: sql`now() + make_interval(days => ${days}::int)`,
      bumped_at: sql`now()`,
    })
    .where(eq(classified_ads.id, id))
}

export async function replaceImages(
  tx: Tx,
  adId: number,
  pictures: Array<{ path: string; width: number | null; height: number | null }>,
) {
  await tx.delete(classified_images).where(eq(classified_images.ad_id, adId))
  if (pictures.length === 0) return
  await tx.insert(classified_images).values(
    pictures.map((picture, position) => ({
      ad_id: adId,
      path: picture.path,
      width: picture.width,
      height: picture.height,
      position,
    })),
  )
}

export async function setStatus(tx: Tx, id: number, status: 'published' | 'hidden') {
  await tx
    .update(classified_ads)
    .set({ status, updated_at: sql`now()` })
    .where(eq(classified_ads.id, id))
}

/**
 * Another `days` from the later of its expiry and now, pushed to the top of the lists; an expired
 * ad is published again, a hidden one stays hidden.
 */
export async function renewAd(tx: Tx, id: number, days: number) {
  await tx
    .update(classified_ads)
    .set({
      expires_at: sql`greatest(${classified_ads.expires_at}, now()) + make_interval(days => ${days}::int)`,
      bumped_at: sql`now()`,
      updated_at: sql`now()`,
      status: sql`case when ${classified_ads.status} = 'expired' then 'published'::classified_status else ${classified_ads.status} end`,
    })
    .where(eq(classified_ads.id, id))
}

/** True when the customer had such an ad (its pictures go with it). */
export async function deleteOwnAd(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(classified_ads)
    .where(ownedBy(userId, id))
    .returning({ id: classified_ads.id })
  return deleted.length > 0
}
