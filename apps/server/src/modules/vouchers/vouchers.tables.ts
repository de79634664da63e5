import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
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
import { product_categories } from '../catalog/catalog.tables.ts'
import { orders } from '../orders/orders.tables.ts'
import { users } from '../users/users.tables.ts'

export const voucherKind = pgEnum('voucher_kind', ['percent', 'fixed'])

export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    /** Stored upper-case; customers may type it in any case. */
    code: varchar({ length: 32 }).notNull(),
    description: text(),
    kind: voucherKind().notNull(),
    /** Percent (1..100) or đồng. */
    value: integer().notNull(),
    max_discount: integer(),
    min_order_total: integer().notNull().default(0),
    starts_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ends_at: timestamp({ withTimezone: true }),
    usage_limit: integer(),
    per_customer_limit: integer(),
    used_count: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vouchers_code_unique').on(t.code),
    check('vouchers_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'vouchers_value_valid',
      sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`,
    ),
    check(
      'vouchers_limits_valid',
      sql`${t.max_discount} > 0 and ${t.usage_limit} > 0 and ${t.per_customer_limit} > 0`,
    ),
    check('vouchers_min_order_total_non_negative', sql`${t.min_order_total} >= 0`),
    check(
      'vouchers_used_count_valid',
      sql`${t.used_count} >= 0 and ${t.used_count} <= ${t.usage_limit}`,
    ),
    check('vouchers_period_valid', sql`${t.ends_at} > ${t.starts_at}`),
  ],
)

export const voucher_redemptions = pgTable(
  'voucher_redemptions',
  {
    id: id(),
    voucher_id: integer()
      .notNull()
      .references(() => vouchers.id, { onDelete: 'restrict' }),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The order's phone number: guests are held to the per-customer limit by it. */
    customer_phone: varchar({ length: 20 }),
    /** The order's email, lower-cased: the per-customer limit counts it too. */
    customer_email: varchar({ length: 254 }),
    /** The discount granted, in đồng. */
    amount: bigint({ mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('voucher_redemptions_voucher_order_unique').on(t.voucher_id, t.order_id),
    index('voucher_redemptions_voucher_user_idx').on(t.voucher_id, t.user_id),
    index('voucher_redemptions_voucher_phone_idx').on(t.voucher_id, t.customer_phone),
    index('voucher_redemptions_voucher_email_idx').on(t.voucher_id, t.customer_email),
    index('voucher_redemptions_order_id_idx').on(t.order_id),
    index('voucher_redemptions_user_id_idx').on(t.user_id),
  ],
)

/** The categories a voucher applies to (a category covers its sub-categories); none: every product. */
export const voucher_categories = pgTable(
  'voucher_categories',
  {
    voucher_id: integer()
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    category_id: integer()
      .notNull()
      .references(() => product_categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.voucher_id, t.category_id] }),
    index('voucher_categories_category_id_idx').on(t.category_id),
  ],
)
