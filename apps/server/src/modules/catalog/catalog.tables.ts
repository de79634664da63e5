import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  timestamp,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { id, searchVector, timestamps, tsvector } from '../../db/columns.ts'
import { brands } from './brands.tables.ts'
import { stores } from './stores.tables.ts'

export const categoryStatus = pgEnum('category_status', ['active', 'hidden'])
/** Hidden: taken off the shop for a while; archived: what deleting a product does (orders keep it). */
export const productStatus = pgEnum('product_status', ['draft', 'published', 'hidden', 'archived'])

/** Free-form facts shown in the specification table: { "Xuất xứ": "Việt Nam", … }. */
export type ProductAttributes = Record<string, string>

/** A product's option types in the editor's order, e.g. [{ name: "Màu", values: ["Đen", "Trắng"] }]. */
export type ProductOptionTypes = Array<{ name: string; values: string[] }>

export const product_categories = pgTable(
  'product_categories',
  {
    id: id(),
    parent_id: integer().references((): AnyPgColumn => product_categories.id, {
      onDelete: 'restrict',
    }),
    name: varchar({ length: 100 }).notNull(),
    slug: varchar({ length: 120 }).notNull(),
    description: text(),
    image: text(),
    position: integer().notNull().default(0),
    status: categoryStatus().notNull().default('active'),
    seo_title: varchar({ length: 255 }),
    seo_description: varchar({ length: 500 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_categories_slug_unique').on(t.slug),
    index('product_categories_parent_id_idx').on(t.parent_id, t.position),
    check('product_categories_not_own_parent', sql`${t.parent_id} <> ${t.id}`),
  ],
)

export const products = pgTable(
  'products',
  {
    id: id(),
    /** Null: sold by Phiên Chợ itself. */
    store_id: integer().references(() => stores.id, { onDelete: 'restrict' }),
    brand_id: integer().references(() => brands.id, { onDelete: 'set null' }),
    category_id: integer()
      .notNull()
      .references(() => product_categories.id, { onDelete: 'restrict' }),
    name: varchar({ length: 255 }).notNull(),
    slug: varchar({ length: 280 }).notNull(),
    sku: varchar({ length: 64 }).notNull(),
    short_description: text(),
    /** Sanitised HTML. */
    description: text(),
    price: integer().notNull(),
    /**
     * The sale price in force now: `planned_sale_price` while the sale window holds, else null.
     * Kept by triggers and the sale sweep (migration 0020), never written by the application, so
     * that every page, index and checkout reads the price of the moment from one column.
     */
    sale_price: integer(),
    /** What the shopper pays now; list pages sort and filter by it. */
    effective_price: integer().generatedAlwaysAs(sql`coalesce(sale_price, price)`),
    /** The sale price staff set; in force between `sale_starts_at` and `sale_ends_at` (each optional). */
    planned_sale_price: integer(),
    sale_starts_at: timestamp({ withTimezone: true }),
    sale_ends_at: timestamp({ withTimezone: true }),
    /** Whether now lies in the sale window (kept with `sale_price`); the variants' sales follow it. */
    sale_window_open: boolean().notNull().default(true),
    /** How many units of the product one order may hold while its sale is in force; null: no limit. */
    sale_max_per_order: integer(),
    /** Kept as the result of the stock ledger (`stock_movements`), never set by an editor. */
    stock: integer().notNull().default(0),
    /** The stock at or below which the product is low on stock; null: the shop's default. */
    low_stock_threshold: integer(),
    status: productStatus().notNull().default('draft'),
    /**
     * Shown to the public: published, and not a product of a shop that is not active. Kept by
     * triggers (migration 0008), never written by the application, so that the listing indexes
     * can hold exactly the visible products and a page needs no per-row shop check.
     */
    listed: boolean().notNull().default(false),
    attributes: jsonb().$type<ProductAttributes>().notNull().default({}),
    option_types: jsonb().$type<ProductOptionTypes>().notNull().default([]),
    seo_title: varchar({ length: 255 }),
    seo_description: varchar({ length: 500 }),
    /** Raised by every save of the editor: a save naming an older version is refused (409). */
    version: integer().notNull().default(1),
    sold_count: integer().notNull().default(0),
    view_count: integer().notNull().default(0),
    /**
     * The published reviews' count, sum of stars and count per star (index 1 = one star), kept by
     * triggers on `product_reviews` (migration 0026) in the review's own transaction, never
     * written by the application: a rating is only ever the result of stored reviews.
     */
    rating_count: integer().notNull().default(0),
    rating_sum: integer().notNull().default(0),
    rating_histogram: integer()
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0}'::integer[]`),
    /** The average of the published reviews; null without any. */
    rating_average: doublePrecision().generatedAlwaysAs(
      sql`case when rating_count > 0 then rating_sum::double precision / rating_count end`,
    ),
    // The description stays out: it made every broad word match most of the catalogue and kept
    // the vector too large to test row by row along the popularity index.
    search_vector: tsvector().generatedAlwaysAs(
      searchVector([
        ["coalesce(name, '')", 'A'],
        ["coalesce(sku, '') || ' ' || coalesce(short_description, '')", 'B'],
      ]),
    ),
    /** Lower-case name without marks (đ → d): prefix and typo matching, and the name sort. */
    search_name: text().generatedAlwaysAs(sql`public.f_unaccent(lower(name))`),
    ...timestamps,
  },
  (t) => {
    const listed = sql`${t.listed}`
    const filters = [t.brand_id, t.store_id, t.sale_price, t.stock]
    const notArchived = sql`${t.status} <> 'archived'`
    const adminFilters = [
      t.category_id,
      t.brand_id,
      t.store_id,
      t.stock,
      t.low_stock_threshold,
      t.sale_price,
    ]
    return [
      uniqueIndex('products_slug_unique').on(t.slug),
      uniqueIndex('products_sku_unique').on(t.sku),
      index('products_sku_lower_idx').on(sql`lower(${t.sku})`),
      // A category's, brand's or shop's products, newest first, with their status: the back
      // office's pages of one of them read just the page's entries, however deep (migration 0036).
      ...(['category_id', 'brand_id', 'store_id'] as const).map((key) =>
        index(`products_${key.slice(0, -3)}_newest_idx`).on(
          t[key],
          t.created_at.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          t.status,
        ),
      ),
      index('products_status_created_at_idx').on(t.status, t.created_at),
      // The dashboard's low-stock counter: few rows, read without the table.
      index('products_published_stock_idx')
        .on(t.stock)
        .where(sql`${t.status} = 'published'`),
      // One index per public sort, holding every filter column after the sort keys, so that a page
      // and its count are read from the index alone (index-only scans) whatever the filters.
      index('products_listing_newest_idx')
        .on(
          t.created_at.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          t.category_id,
          ...filters,
          t.effective_price,
        )
        .where(listed),
      index('products_listing_price_idx')
        .on(t.effective_price, t.id, t.category_id, ...filters)
        .where(listed),
      index('products_listing_best_selling_idx')
        .on(
          t.sold_count.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          t.category_id,
          ...filters,
          t.effective_price,
        )
        .where(listed),
      index('products_listing_name_idx')
        .on(t.search_name, t.id, t.category_id, ...filters, t.effective_price)
        .where(listed),
      index('products_listing_category_idx')
        .on(
          t.category_id,
          t.created_at.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          ...filters,
          t.effective_price,
          t.sold_count,
        )
        .where(listed),
      // A leaf category's best sellers (related products) and its cheapest first, read in order.
      // The "đánh giá cao" sort: best average first, then the most reviewed, unrated last.
      index('products_listing_rating_idx')
        .on(
          t.rating_average.desc().nullsLast(),
          t.rating_count.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          t.category_id,
          ...filters,
          t.effective_price,
        )
        .where(listed),
      index('products_category_best_selling_idx')
        .on(
          t.category_id,
          t.sold_count.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          ...filters,
          t.effective_price,
        )
        .where(listed),
      index('products_category_price_idx')
        .on(t.category_id, t.effective_price, t.id, ...filters)
        .where(listed),
      // products_search_popular_idx (migration 0002) walks the same order holding the search
      // columns, so a broad search ranks its best sellers without reading the table.
      // The GIN indexes here keep GIN's pending list: every checkout's stock update adds an entry
      // to each index of the product (migration 0034 turns it off where writes are rare).
      index('products_search_vector_idx').using('gin', t.search_vector),
      index('products_search_name_trgm_idx').using('gin', t.search_name.op('gin_trgm_ops')),
      check('products_price_non_negative', sql`${t.price} >= 0`),
      check(
        'products_sale_price_below_price',
        sql`${t.sale_price} >= 0 and ${t.sale_price} < ${t.price}`,
      ),
      check('products_stock_non_negative', sql`${t.stock} >= 0`),
      check(
        'products_planned_sale_price_below_price',
        sql`${t.planned_sale_price} >= 0 and ${t.planned_sale_price} < ${t.price}`,
      ),
      check('products_sale_window_valid', sql`${t.sale_ends_at} > ${t.sale_starts_at}`),
      check('products_sale_max_per_order_positive', sql`${t.sale_max_per_order} > 0`),
      check('products_low_stock_threshold_non_negative', sql`${t.low_stock_threshold} >= 0`),
      // The sale sweep reads only the products with a sale window.
      index('products_sale_window_idx')
        .on(t.id)
        .where(sql`${t.sale_starts_at} is not null or ${t.sale_ends_at} is not null`),
      // The back office's low-stock list: `stock - coalesce(low_stock_threshold, 5) <= 0`, 5 being
      // LOW_STOCK_THRESHOLD (a test holds the two together).
      index('products_low_stock_idx')
        .on(sql`(${t.stock} - coalesce(${t.low_stock_threshold}, 5))`, t.id)
        .where(sql`${t.status} <> 'archived'`),
      // The product list's "low stock" filter (in stock, at or under the threshold), newest first:
      // the planner cannot tell from the expression how few products match (about 1 in 70 in the
      // bench catalogue), so without it the count read every in-stock product's index entry.
      index('products_low_stock_list_idx')
        .on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(
          sql`${t.status} <> 'archived' and ${t.stock} > 0 and (${t.stock} - coalesce(${t.low_stock_threshold}, 5)) <= 0`,
        ),
      // The product list's "out of stock" filter, newest first (migration 0037): a deep page of the
      // few out-of-stock products read along the newest products skipped ten times as many entries.
      index('products_out_of_stock_list_idx')
        .on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`${t.status} <> 'archived' and ${t.stock} <= 0`),
      // The back office's product list (migration 0021): one index per sort over every status but
      // archived (its default), the filter columns after the sort key, read without the table.
      index('products_admin_newest_idx')
        .on(
          t.created_at.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          ...adminFilters,
          t.effective_price,
        )
        .where(notArchived),
      index('products_admin_updated_idx')
        .on(
          t.updated_at.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          ...adminFilters,
          t.effective_price,
        )
        .where(notArchived),
      index('products_admin_name_idx')
        .on(t.search_name, t.id, ...adminFilters, t.effective_price)
        .where(notArchived),
      index('products_admin_price_idx')
        .on(t.effective_price, t.id, ...adminFilters)
        .where(notArchived),
      index('products_admin_stock_idx')
        .on(
          t.stock,
          t.id,
          t.category_id,
          t.brand_id,
          t.store_id,
          t.low_stock_threshold,
          t.sale_price,
          t.effective_price,
        )
        .where(notArchived),
      index('products_sku_trgm_idx').using('gin', sql`lower(${t.sku}) gin_trgm_ops`),
      // Its words are copied into products_search_popular_idx, whose rows must stay small.
      check('products_short_description_length', sql`char_length(${t.short_description}) <= 500`),
      check('products_counts_non_negative', sql`${t.sold_count} >= 0 and ${t.view_count} >= 0`),
      check(
        'products_rating_consistent',
        sql`${t.rating_count} >= 0 and ${t.rating_sum} between ${t.rating_count} and 5 * ${t.rating_count} and cardinality(${t.rating_histogram}) = 5`,
      ),
    ]
  },
)

/**
 * How many published products each (category, store, brand) holds, kept by triggers on `products`
 * (migration 0007): a category or brand page counts its products from a few of these rows instead
 * of scanning thousands of index entries. 0 stands for "none" (sold by Phiên Chợ, no brand), as a
 * key column cannot be null. A store's status is applied when reading, as for the products.
 */
export const product_listing_counts = pgTable(
  'product_listing_counts',
  {
    category_id: integer().notNull(),
    store_id: integer().notNull(),
    brand_id: integer().notNull(),
    products: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.category_id, t.store_id, t.brand_id] })],
)

export const product_images = pgTable(
  'product_images',
  {
    id: id(),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Relative to the media directory, e.g. `demo/products/dien-thoai-1.webp`. */
    path: text().notNull(),
    alt: varchar({ length: 255 }),
    position: integer().notNull().default(0),
    width: integer(),
    height: integer(),
    ...timestamps,
  },
  (t) => [index('product_images_product_id_idx').on(t.product_id, t.position)],
)

/** Size/colour options; a cart line then points at the variant. */
export const product_variants = pgTable(
  'product_variants',
  {
    id: id(),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 150 }).notNull(),
    /** { "Màu sắc": "Đen", "Kích cỡ": "XL" } */
    options: jsonb().$type<Record<string, string>>().notNull().default({}),
    price: integer().notNull(),
    /** In force now: `planned_sale_price` while the product's sale window is open (kept by triggers). */
    sale_price: integer(),
    planned_sale_price: integer(),
    /** Kept as the result of the stock ledger (`stock_movements`). */
    stock: integer().notNull().default(0),
    barcode: varchar({ length: 64 }),
    image_id: integer().references(() => product_images.id, { onDelete: 'set null' }),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_variants_sku_unique').on(t.sku),
    // The editor refuses a variant SKU another product holds in any case: read by this, not the table.
    index('product_variants_sku_lower_idx').on(sql`lower(${t.sku})`),
    check(
      'product_variants_planned_sale_price_below_price',
      sql`${t.planned_sale_price} >= 0 and ${t.planned_sale_price} < ${t.price}`,
    ),
    index('product_variants_product_id_idx').on(t.product_id, t.position),
    check('product_variants_price_non_negative', sql`${t.price} >= 0`),
    check(
      'product_variants_sale_price_below_price',
      sql`${t.sale_price} >= 0 and ${t.sale_price} < ${t.price}`,
    ),
    check('product_variants_stock_non_negative', sql`${t.stock} >= 0`),
  ],
)

/**
 * How many products hold each status in each category, brand and shop (0: none, sold by Phiên
 * Chợ): the back office's product list counts when it is filtered by nothing else. Kept by the
 * database's triggers in the transaction of each change (migration 0024); the application only
 * reads it.
 */
export const product_status_counts = pgTable(
  'product_status_counts',
  {
    status: productStatus().notNull(),
    category_id: integer().notNull(),
    brand_id: integer().notNull(),
    store_id: integer().notNull(),
    products: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.category_id, t.brand_id, t.store_id] })],
)

/**
 * The back office's search keys: the columns a search of the product list matches on (the name
 * without marks, the SKU in lower case) with the filters and sorts it may be combined with that
 * no checkout changes (status, category, brand, shop; newest first, by name). A product row is
 * wide (its description and search vector), about four to an 8 kB page, so the matches of a
 * common word each cost a page of their own; here ~60 rows share one. Kept by triggers on
 * `products` (migration 0033), so no code path that writes products can leave it behind.
 */
export const product_search_keys = pgTable(
  'product_search_keys',
  {
    id: integer().primaryKey(),
    status: productStatus().notNull(),
    search_name: text(),
    sku: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
    category_id: integer().notNull(),
    brand_id: integer(),
    store_id: integer(),
  },
  (t) => [
    index('product_search_keys_name_trgm_idx').using('gin', t.search_name.op('gin_trgm_ops')),
    index('product_search_keys_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
  ],
)

/** A slug a product had: the product page answers it with a 301 to the current slug. */
export const product_slug_redirects = pgTable(
  'product_slug_redirects',
  {
    slug: varchar({ length: 280 }).primaryKey(),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_slug_redirects_product_id_idx').on(t.product_id)],
)
