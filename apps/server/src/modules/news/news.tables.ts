import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { id, searchVector, timestamps, tsvector } from '../../db/columns.ts'
import { users } from '../users/users.tables.ts'

/** draft → in_review → scheduled → published → hidden (contracts: articleStatuses). */
export const articleStatus = pgEnum('article_status', [
  'draft',
  'published',
  'in_review',
  'scheduled',
  'hidden',
])

export const article_categories = pgTable(
  'article_categories',
  {
    id: id(),
    name: varchar({ length: 100 }).notNull(),
    slug: varchar({ length: 120 }).notNull(),
    description: text(),
    position: integer().notNull().default(0),
    /** A hidden category is left out of the news pages, and so are its articles. */
    is_hidden: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('article_categories_slug_unique').on(t.slug)],
)

export const articles = pgTable(
  'articles',
  {
    id: id(),
    category_id: integer()
      .notNull()
      .references(() => article_categories.id, { onDelete: 'restrict' }),
    author_id: integer().references(() => users.id, { onDelete: 'set null' }),
    title: varchar({ length: 255 }).notNull(),
    slug: varchar({ length: 280 }).notNull(),
    excerpt: text(),
    cover_image: text(),
    /** Pixels of the stored cover, for width/height and srcset; null when unknown. */
    cover_width: integer(),
    cover_height: integer(),
    /** The cover's text alternative; the title stands in when null. */
    cover_alt: varchar({ length: 200 }),
    /** Sanitised HTML. */
    body: text().notNull(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    status: articleStatus().notNull().default('draft'),
    published_at: timestamp({ withTimezone: true }),
    /**
     * When it was first public (kept by a trigger, migration 0030): its address has been shared
     * since, so its slug stays, it is hidden rather than deleted, and publishing it again keeps
     * this date.
     */
    first_published_at: timestamp({ withTimezone: true }),
    view_count: integer().notNull().default(0),
    is_featured: boolean().notNull().default(false),
    /** What search engines show; the title and the excerpt stand in when null. */
    seo_title: varchar({ length: 255 }),
    seo_description: text(),
    /** Plain text: why a publisher sent the article back to its writer (cleared on submit). */
    review_note: text(),
    /** Words of the visible text (tags and entities dropped), for the reading time of lists. */
    word_count: integer()
      .notNull()
      .generatedAlwaysAs(
        sql`regexp_count(regexp_replace(body, '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g'), '[^[:space:]]+')`,
      ),
    search_vector: tsvector().generatedAlwaysAs(
      searchVector([
        ["coalesce(title, '')", 'A'],
        ["coalesce(excerpt, '')", 'B'],
        ["coalesce(body, '')", 'C'],
      ]),
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('articles_slug_unique').on(t.slug),
    index('articles_category_id_idx').on(t.category_id),
    index('articles_author_id_idx').on(t.author_id),
    index('articles_status_published_at_idx').on(t.status, t.published_at),
    index('articles_featured_idx')
      .on(t.published_at)
      .where(sql`${t.is_featured}`),
    index('articles_tags_idx').using('gin', t.tags),
    index('articles_search_vector_idx').using('gin', t.search_vector),
    index('articles_title_trgm_idx').using(
      'gin',
      sql`public.f_unaccent(lower(title)) gin_trgm_ops`,
    ),
  ],
)
