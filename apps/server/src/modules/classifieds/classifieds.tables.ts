import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { id, searchVector, timestamps, tsvector } from '../../db/columns.ts'
import { provinces, wards } from '../geo/geo.tables.ts'
import { users } from '../users/users.tables.ts'

export const classifiedStatus = pgEnum('classified_status', [
  'pending',
  'published',
  'hidden',
  'expired',
  'rejected',
])
export const reportStatus = pgEnum('report_status', ['open', 'resolved', 'dismissed'])

export const classified_topics = pgTable(
  'classified_topics',
  {
    id: id(),
    name: varchar({ length: 100 }).notNull(),
    slug: varchar({ length: 120 }).notNull(),
    description: text(),
    /** Icon name understood by the web app, e.g. 'car'. */
    icon: varchar({ length: 50 }),
    position: integer().notNull().default(0),
    /** Not offered to shoppers; its ads leave the public lists. */
    is_hidden: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('classified_topics_slug_unique').on(t.slug)],
)

export const classified_ads = pgTable(
  'classified_ads',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic_id: integer()
      .notNull()
      .references(() => classified_topics.id, { onDelete: 'restrict' }),
    title: varchar({ length: 200 }).notNull(),
    slug: varchar({ length: 230 }).notNull(),
    /** Sanitised HTML from the editor. */
    body: text().notNull(),
    /** Null means negotiable ("Thỏa thuận"). */
    price: bigint({ mode: 'number' }),
    province_code: varchar({ length: 2 })
      .notNull()
      .references(() => provinces.code),
    ward_code: varchar({ length: 5 }).references(() => wards.code),
    contact_name: varchar({ length: 100 }).notNull(),
    contact_phone: varchar({ length: 20 }).notNull(),
    status: classifiedStatus().notNull().default('pending'),
    /** Why a moderator rejected or hid the ad, shown to its owner. */
    moderation_note: text(),
    /** Hidden by a moderator, not its owner: only a moderator shows it again. */
    hidden_by_moderator: boolean().notNull().default(false),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    view_count: integer().notNull().default(0),
    /** Lists sort by this; "đẩy tin" moves it to now. */
    bumped_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    search_vector: tsvector().generatedAlwaysAs(
      searchVector([
        ["coalesce(title, '')", 'A'],
        ["coalesce(body, '')", 'C'],
      ]),
    ),
    ...timestamps,
  },
  (t) => {
    // The public lists read published ads only and test expiry, topic, province and price inside
    // these indexes (an index-only scan that stops after one page), one per order they offer.
    const published = sql`${t.status} = 'published'`
    return [
      uniqueIndex('classified_ads_slug_unique').on(t.slug),
      index('classified_ads_user_id_idx').on(t.user_id, t.created_at),
      index('classified_ads_topic_id_idx').on(t.topic_id),
      index('classified_ads_province_code_idx').on(t.province_code),
      index('classified_ads_ward_code_idx').on(t.ward_code),
      index('classified_ads_expires_at_idx').on(t.expires_at),
      // Ads waiting for a moderator (the dashboard's counter, the moderation queue).
      index('classified_ads_pending_idx')
        .on(t.created_at)
        .where(sql`${t.status} = 'pending'`),
      index('classified_ads_live_newest_idx')
        .on(
          t.bumped_at.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          t.expires_at,
          t.topic_id,
          t.province_code,
          t.price,
        )
        .where(published),
      index('classified_ads_live_topic_idx')
        .on(
          t.topic_id,
          t.bumped_at.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          t.expires_at,
          t.province_code,
          t.price,
        )
        .where(published),
      // Negotiable ads (no price) come last in both price orders.
      index('classified_ads_live_price_asc_idx')
        .on(t.price.asc().nullsLast(), t.id, t.expires_at, t.topic_id, t.province_code)
        .where(published),
      index('classified_ads_live_price_desc_idx')
        .on(
          t.price.desc().nullsLast(),
          t.id.desc().nullsFirst(),
          t.expires_at,
          t.topic_id,
          t.province_code,
        )
        .where(published),
      index('classified_ads_search_vector_idx').using('gin', t.search_vector),
      index('classified_ads_title_trgm_idx').using(
        'gin',
        sql`public.f_unaccent(lower(title)) gin_trgm_ops`,
      ),
      check('classified_ads_price_non_negative', sql`${t.price} >= 0`),
    ]
  },
)

export const classified_images = pgTable(
  'classified_images',
  {
    id: id(),
    ad_id: integer()
      .notNull()
      .references(() => classified_ads.id, { onDelete: 'cascade' }),
    path: text().notNull(),
    position: integer().notNull().default(0),
    width: integer(),
    height: integer(),
    ...timestamps,
  },
  (t) => [index('classified_images_ad_id_idx').on(t.ad_id, t.position)],
)

export const classified_reports = pgTable(
  'classified_reports',
  {
    id: id(),
    ad_id: integer()
      .notNull()
      .references(() => classified_ads.id, { onDelete: 'cascade' }),
    reporter_id: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    status: reportStatus().notNull().default('open'),
    /** What the moderator did on closing it: 'ad_hidden', 'resolved' or 'dismissed'. */
    outcome: varchar({ length: 20 }),
    handler_note: text(),
    handled_by: integer().references(() => users.id, { onDelete: 'set null' }),
    handled_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('classified_reports_ad_reporter_unique').on(t.ad_id, t.reporter_id),
    index('classified_reports_status_idx').on(t.status, t.created_at),
    index('classified_reports_reporter_id_idx').on(t.reporter_id),
  ],
)

/** Posters a moderator stopped from posting; unblocking deletes the row. */
export const classified_poster_blocks = pgTable('classified_poster_blocks', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text().notNull(),
  blocked_by: integer().references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
})
