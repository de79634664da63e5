import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../db/columns.ts'
import { products } from '../catalog/catalog.tables.ts'
import { reportStatus } from '../classifieds/classifieds.tables.ts'
import { order_items } from '../orders/orders.tables.ts'
import { users } from '../users/users.tables.ts'

/**
 * pending: waits for a moderator (its words tripped the filter, or it carries photos);
 * published: shown and counted in the product's rating; hidden: taken down, with a reason the
 * author reads.
 */
export const reviewStatus = pgEnum('review_status', ['pending', 'published', 'hidden'])

/** A buyer's review of a product from one delivered order line (one review per line). */
export const product_reviews = pgTable(
  'product_reviews',
  {
    id: id(),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    order_item_id: integer()
      .notNull()
      .references(() => order_items.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    /** Plain text, never HTML: shown escaped. */
    body: text().notNull(),
    status: reviewStatus().notNull(),
    /** Why a pending review waits: 'words' (the word filter), 'photos'. Null once decided. */
    held_for: varchar({ length: 20 }),
    /** Shown to the author while the review is hidden. */
    hidden_reason: text(),
    has_photos: boolean().notNull().default(false),
    /** "Hữu ích" votes, kept with `review_helpful_votes` in the vote's transaction. */
    helpful_count: integer().notNull().default(0),
    /** Set by the author's one edit (allowed within 7 days of writing). */
    edited_at: timestamp({ withTimezone: true }),
    /** The shop's public answer. */
    reply: text(),
    replied_at: timestamp({ withTimezone: true }),
    replied_by: integer().references(() => users.id, { onDelete: 'set null' }),
    /** When it was first published (its date on the product page). */
    published_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => {
    const published = sql`${t.status} = 'published'`
    return [
      uniqueIndex('product_reviews_order_item_unique').on(t.order_item_id),
      index('product_reviews_user_id_idx').on(t.user_id, t.created_at),
      // The product page: newest and most helpful first, each with the star and photo filters.
      index('product_reviews_product_newest_idx')
        .on(t.product_id, t.published_at.desc(), t.id.desc(), t.rating, t.has_photos)
        .where(published),
      index('product_reviews_product_helpful_idx')
        .on(
          t.product_id,
          t.helpful_count.desc(),
          t.published_at.desc(),
          t.id.desc(),
          t.rating,
          t.has_photos,
        )
        .where(published),
      // The "Có hình ảnh" filter and its count.
      index('product_reviews_product_photos_idx')
        .on(t.product_id, t.published_at.desc(), t.id.desc(), t.rating)
        .where(sql`${published} and ${t.has_photos}`),
      // The moderation queue and the back office's list, oldest first.
      index('product_reviews_status_created_idx').on(t.status, t.created_at, t.id),
      check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
      check('product_reviews_helpful_non_negative', sql`${t.helpful_count} >= 0`),
    ]
  },
)

export const review_photos = pgTable(
  'review_photos',
  {
    id: id(),
    review_id: integer()
      .notNull()
      .references(() => product_reviews.id, { onDelete: 'cascade' }),
    path: text().notNull(),
    width: integer(),
    height: integer(),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('review_photos_review_id_idx').on(t.review_id, t.position)],
)

/** One "hữu ích" vote per account and review. */
export const review_helpful_votes = pgTable(
  'review_helpful_votes',
  {
    review_id: integer()
      .notNull()
      .references(() => product_reviews.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.review_id, t.user_id] }),
    index('review_helpful_votes_user_id_idx').on(t.user_id),
  ],
)

/** A shopper's report of a review; one per account and review. */
export const review_reports = pgTable(
  'review_reports',
  {
    id: id(),
    review_id: integer()
      .notNull()
      .references(() => product_reviews.id, { onDelete: 'cascade' }),
    reporter_id: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    status: reportStatus().notNull().default('open'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_unique').on(t.review_id, t.reporter_id),
    index('review_reports_status_idx').on(t.status, t.created_at),
    index('review_reports_reporter_id_idx').on(t.reporter_id),
  ],
)
