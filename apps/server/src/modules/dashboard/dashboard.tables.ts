import { sql } from 'drizzle-orm'
import { bigint, check, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { orderStatus, paymentStatus } from '../orders/orders.tables.ts'

// The dashboard's aggregates. The database keeps them, in the transaction of each change, by the
// triggers of migration 0016 (ADR 039); the application only reads them. A day is a Vietnamese day.

/** Orders placed on a day, by status and payment status: how many and the sum of their totals. */
export const order_day_figures = pgTable(
  'order_day_figures',
  {
    day: date({ mode: 'string' }).notNull(),
    status: orderStatus().notNull(),
    payment_status: paymentStatus().notNull(),
    orders: integer().notNull(),
    total: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.payment_status] })],
)

/**
 * What the items of orders not cancelled sold, per day, month and year (`starts_on` is the period's
 * first day), per product and item name. 0 stands for an item whose product is gone,
 * as a key column cannot be null; such items are told apart by name.
 */
export const product_sales = pgTable(
  'product_sales',
  {
    period: varchar({ length: 5 }).notNull(),
    starts_on: date({ mode: 'string' }).notNull(),
    product_id: integer().notNull(),
    name: varchar({ length: 255 }).notNull(),
    quantity: integer().notNull(),
    revenue: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.starts_on, t.product_id, t.name] }),
    check('product_sales_period_valid', sql`${t.period} in ('day', 'month', 'year')`),
  ],
)

/** Accounts created on a day, staff included (the few staff are taken off when read). */
export const user_day_signups = pgTable('user_day_signups', {
  day: date({ mode: 'string' }).primaryKey(),
  users: integer().notNull(),
})
