import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../db/columns.ts'
import { product_variants, products } from '../catalog/catalog.tables.ts'
import { users } from '../users/users.tables.ts'

export const orderStatus = pgEnum('order_status', [
  'pending',
  'confirmed',
  'shipping',
  'delivered',
  'completed',
  'cancelled',
])
export const paymentStatus = pgEnum('payment_status', ['unpaid', 'paid', 'failed', 'refunded'])
export const paymentMethod = pgEnum('payment_method', ['cod', 'bank_transfer', 'vnpay'])

const money = () => bigint({ mode: 'number' }).notNull()

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Human code, e.g. PC2611220001. */
    code: varchar({ length: 20 }).notNull(),
    /** Null for guest checkout. */
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    contact_name: varchar({ length: 100 }).notNull(),
    contact_phone: varchar({ length: 20 }).notNull(),
    contact_email: varchar({ length: 254 }),
    // The address is a snapshot (names included), so it is not tied to the geo tables.
    province_code: varchar({ length: 2 }).notNull(),
    province_name: text().notNull(),
    ward_code: varchar({ length: 5 }).notNull(),
    ward_name: text().notNull(),
    street: varchar({ length: 255 }).notNull(),
    note: text(),
    shipping_method: varchar({ length: 32 }).notNull().default('standard'),
    shipping_fee: money().default(0),
    subtotal: money(),
    discount: money().default(0),
    total: money(),
    voucher_code: varchar({ length: 32 }),
    payment_method: paymentMethod().notNull(),
    status: orderStatus().notNull().default('pending'),
    payment_status: paymentStatus().notNull().default('unpaid'),
    idempotency_key: varchar({ length: 100 }),
    placed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelled_at: timestamp({ withTimezone: true }),
    cancel_reason: text(),
    /** Set when staff hand the parcel over (a key of `carriers` in the contracts). */
    carrier: varchar({ length: 20 }),
    tracking_code: varchar({ length: 50 }),
    /** What staff recorded as refunded; the order stays `refunded` with it. */
    refund_amount: bigint({ mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_code_unique').on(t.code),
    uniqueIndex('orders_idempotency_key_unique').on(t.idempotency_key),
    index('orders_user_id_placed_at_idx').on(t.user_id, t.placed_at),
    // With the id, the console finds a deep page's rows in the index alone (ADR 037).
    index('orders_status_placed_at_idx').on(t.status, t.placed_at, t.id),
    index('orders_placed_at_idx').on(t.placed_at, t.id),
    // The order console's tabs, filters and sorts (ADR 037).
    index('orders_payment_placed_at_idx').on(t.payment_method, t.payment_status, t.placed_at),
    index('orders_status_total_idx').on(t.status, t.total, t.id),
    index('orders_total_idx').on(t.total, t.id),
    index('orders_province_placed_at_idx').on(t.province_code, t.placed_at),
    index('orders_voucher_code_idx')
      .on(t.voucher_code)
      .where(sql`${t.voucher_code} is not null`),
    // Code, phone, name and email without marks, for `like '%…%'` of the console's search.
    index('orders_search_trgm_idx').using(
      'gin',
      sql`public.f_unaccent(lower(code || ' ' || contact_phone || ' ' || contact_name || ' ' || coalesce(contact_email, ''))) gin_trgm_ops`,
    ),
    // A search typed as a phone number looks in the phone alone: part of a number through the
    // trigrams, a whole number (stored in its one canonical form) as equality, newest first.
    index('orders_contact_phone_trgm_idx').using('gin', sql`${t.contact_phone} gin_trgm_ops`),
    index('orders_contact_phone_placed_at_idx').on(t.contact_phone, t.placed_at, t.id),
    check(
      'orders_amounts_valid',
      sql`${t.subtotal} >= 0 and ${t.shipping_fee} >= 0 and ${t.discount} >= 0 and ${t.discount} <= ${t.subtotal}`,
    ),
    check(
      'orders_total_matches',
      sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.shipping_fee}`,
    ),
  ],
)

/**
 * How many orders hold each status, payment method and payment status: the order console's tab
 * counts without a filter. Kept by the database in the transaction of each order change
 * (migration 0023, with the dashboard's aggregates); the application only reads it.
 */
export const order_state_counts = pgTable(
  'order_state_counts',
  {
    status: orderStatus().notNull(),
    payment_method: paymentMethod().notNull(),
    payment_status: paymentStatus().notNull(),
    orders: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.payment_method, t.payment_status] })],
)

export const order_items = pgTable(
  'order_items',
  {
    id: id(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_id: integer().references(() => products.id, { onDelete: 'set null' }),
    variant_id: integer().references(() => product_variants.id, { onDelete: 'set null' }),
    // Snapshot at order time: later catalogue edits do not rewrite history.
    name: varchar({ length: 255 }).notNull(),
    sku: varchar({ length: 64 }).notNull(),
    variant_name: varchar({ length: 150 }),
    image: text(),
    unit_price: money(),
    quantity: integer().notNull(),
    line_total: money(),
    ...timestamps,
  },
  (t) => [
    index('order_items_order_id_idx').on(t.order_id),
    index('order_items_product_id_idx').on(t.product_id),
    index('order_items_variant_id_idx').on(t.variant_id),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_unit_price_non_negative', sql`${t.unit_price} >= 0`),
    check('order_items_line_total_matches', sql`${t.line_total} = ${t.unit_price} * ${t.quantity}`),
  ],
)

export const order_status_history = pgTable(
  'order_status_history',
  {
    id: id(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the first entry (order placed). */
    from_status: orderStatus(),
    to_status: orderStatus().notNull(),
    /** Null when the system made the change (payment callback, expiry). */
    changed_by: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    ...timestamps,
  },
  (t) => [
    index('order_status_history_order_id_idx').on(t.order_id, t.created_at),
    index('order_status_history_changed_by_idx').on(t.changed_by),
  ],
)

export const orderNoteVisibility = pgEnum('order_note_visibility', ['private', 'customer'])

/** Staff notes on an order: private to the back office, or shown to the customer. */
export const order_notes = pgTable(
  'order_notes',
  {
    id: id(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    author_id: integer().references(() => users.id, { onDelete: 'set null' }),
    visibility: orderNoteVisibility().notNull(),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [index('order_notes_order_id_idx').on(t.order_id, t.created_at)],
)
