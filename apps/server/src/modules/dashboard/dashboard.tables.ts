import type { OrderStatus } from '@phiencho/contracts'
import { sql } from 'drizzle-orm'
import { bigint, check, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'

// The dashboard's aggregates. The database keeps them, in the transaction of each change, by the
// triggers of migrations 0016 and 0035 (ADRs 039, 062); the application only reads them. A day is a
// Vietnamese day.

/**
 * Orders placed on a day, one row a day: how many by status, and the revenue with the orders it
 * came from (the orders neither cancelled nor refunded, paid or completed: a completed COD order
 * has been paid to the courier). A range of two years reads 730 rows as they are.
 */
export const order_days = pgTable('order_days', {
  day: date({ mode: 'string' }).primaryKey(),
  /** Every order of the day, whatever its status. */
  orders: integer().notNull(),
  ...({
    pending: integer().notNull(),
    confirmed: integer().notNull(),
    shipping: integer().notNull(),
    delivered: integer().notNull(),
    completed: integer().notNull(),
    cancelled: integer().notNull(),
  } satisfies Record<OrderStatus, unknown>),
  revenue: bigint({ mode: 'number' }).notNull(),
  revenue_orders: integer().notNull(),
})

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
