import { DASHBOARD_LOW_STOCK_THRESHOLD, type OrderStatus, orderStatuses } from '@phiencho/contracts'
import { sql } from 'drizzle-orm'
import { type Db, preparedStatement, withGenericPlans } from '../../db/client.ts'
import { partner_applications, products } from '../catalog/index.ts'
import { classified_ads, classified_reports } from '../classifieds/index.ts'
import { order_state_counts } from '../orders/index.ts'
import { user_roles } from '../staff/index.ts'
import { users } from '../users/index.ts'
import { order_days, product_sales, user_day_signups } from './dashboard.tables.ts'
import type { SalesPart } from './sales-periods.ts'

/**
 * A day of the range that had orders: the day (as days after the range's first), its orders not
 * cancelled, its revenue and the orders that revenue came from. An array, not an object: two years
 * are 730 of them, and their keys were most of the text to write, parse and throw away.
 */
export type DayFigures = [
  dayIndex: number,
  activeOrders: number,
  revenue: number,
  revenueOrders: number,
]

export interface TopProductRow {
  ranking: 'quantity' | 'revenue'
  product_id: number | null
  name: string
  quantity: number
  revenue: number
}

export interface TodoCounts {
  orders_to_confirm: number
  transfers_to_check: number
  cod_to_collect: number
  low_stock: number
  ads_to_moderate: number
  open_reports: number
  partner_applications: number
}

export interface DashboardRead {
  /** The days that had orders, in no particular order. */
  days: DayFigures[]
  /** The orders placed in the range, by status. */
  statuses: Record<OrderStatus, number>
  top: TopProductRow[]
  new_customers: number
  todo: TodoCounts
}

interface DashboardValues extends Record<string, unknown> {
  /** The range's first and last Vietnamese day (YYYY-MM-DD). */
  from: string
  to: string
  /** When the first day starts and the day after the last starts. */
  since: string
  before: string
  /** The `product_sales` rows to add up (`salesParts`), as parallel arrays. */
  periods: string[]
  firsts: string[]
  lasts: string[]
  signs: number[]
  limit: number
}

const d = order_days
const s = product_sales

/**
 * A product's stock above its own low-stock threshold or the shop's, written as the index
 * products_low_stock_idx is (its rows: products not archived), so that the few low products are
 * read from it. The shop's threshold is a literal: an index matches only the same expression.
 */
const lowStockMargin = sql.raw(
  `("products"."stock" - coalesce("products"."low_stock_threshold", ${DASHBOARD_LOW_STOCK_THRESHOLD}))`,
)

/** The range's orders by status, summed from its days' columns. */
const statusSums = sql.join(
  orderStatuses.map(
    (status) => sql`${sql.raw(`'${status}'`)}, coalesce(sum(${d[status]}), 0)::int`,
  ),
  sql`, `,
)

const c = order_state_counts
const keptUnpaidOpen = sql`${c.payment_status} = 'unpaid' and ${c.status} <> 'cancelled'`

/**
 * The whole dashboard in one prepared statement: one round trip and one connection per answer,
 * planned once per connection (its text does not depend on the range; the sales parts come as
 * arrays). Each part is summed in the database, so two years are 730 day rows and 20 products.
 * - days and statuses: per day (as it is kept) the orders not cancelled and the revenue, per status
 *   the orders: one pass over the days' rows;
 * - top: the products of the orders placed on the days and not cancelled, the `limit` best by
 *   quantity and by revenue (the items' snapshot line totals), read from yearly, monthly and daily
 *   rows; a deleted product keeps its name (the greatest its items bore);
 * - new customers: the accounts registered on the days less the staff among them, found from the
 *   few role holders;
 * - todo: what waits for someone now: the orders' from the counts kept by state, the others each
 *   read along its own small index.
 */
const dashboardStatement = preparedStatement<DashboardRead, DashboardValues>(
  'admin_dashboard',
  (value) => sql`
  with span as (
    select coalesce(json_agg(array[${d.day} - ${value('from')}::date, ${d.orders} - ${d.cancelled},
        ${d.revenue}, ${d.revenue_orders}]), '[]') as days,
      json_build_object(${statusSums}) as statuses
    from ${d}
    where ${d.day} between ${value('from')}::date and ${value('to')}::date
  ),
  parts as (
    select * from unnest(${value('periods')}::text[], ${value('firsts')}::date[],
      ${value('lasts')}::date[], ${value('signs')}::int[]) as p (period, first, last, sign)
  ),
  keyed as (
    select ${s.product_id} as product_id, ${s.name} as name,
      sum(parts.sign * ${s.quantity}) as quantity, sum(parts.sign * ${s.revenue}) as revenue
    from parts join ${s} on ${s.period} = parts.period
      and ${s.starts_on} between parts.first and parts.last
    group by 1, 2 having sum(parts.sign * ${s.quantity}) > 0
  ),
  sold as (
    select nullif(product_id, 0) as product_id, max(name) as name, sum(quantity)::int as quantity,
      sum(revenue)::bigint as revenue
    from keyed group by product_id, case when product_id = 0 then name end
  ),
  top as (
    -- Qualified: a bare name here would sort by the output column.
    (select 'quantity' as ranking, product_id, name, quantity, revenue from sold
      order by sold.quantity desc, sold.revenue desc, sold.product_id, sold.name
      limit ${value('limit')}::int)
    union all
    (select 'revenue', product_id, name, quantity, revenue from sold
      order by sold.revenue desc, sold.quantity desc, sold.product_id, sold.name
      limit ${value('limit')}::int)
  )
  select
    (select days from span) as days,
    (select statuses from span) as statuses,
    (select coalesce(json_agg(top), '[]') from top) as top,
    (select coalesce(sum(${user_day_signups.users}), 0)::int from ${user_day_signups}
        where ${user_day_signups.day} between ${value('from')}::date and ${value('to')}::date)
      - (select count(*) filter (where ${users.created_at} >= ${value('since')}::timestamptz
          and ${users.created_at} < ${value('before')}::timestamptz)::int
        from ${users} where ${users.id} in (select ${user_roles.user_id} from ${user_roles})) as new_customers,
    json_build_object(
      -- The order counters from the counts kept by state (a few rows, not thousands of index
      -- entries).
      'orders_to_confirm', (select coalesce(sum(${c.orders}), 0)::int from ${c}
        where ${c.status} = 'pending'),
      'transfers_to_check', (select coalesce(sum(${c.orders}), 0)::int from ${c}
        where ${keptUnpaidOpen} and ${c.payment_method} = 'bank_transfer'),
      'cod_to_collect', (select coalesce(sum(${c.orders}), 0)::int from ${c}
        where ${keptUnpaidOpen} and ${c.payment_method} = 'cod'
          and ${c.status} in ('delivered', 'completed')),
      'low_stock', (select count(*)::int from ${products} where ${products.status} = 'published'
        and ${products.status} <> 'archived' and ${lowStockMargin} <= 0),
      -- Ads are published at once today; one waits here only if it was put back to pending.
      'ads_to_moderate', (select count(*)::int from ${classified_ads}
        where ${classified_ads.status} = 'pending'),
      'open_reports', (select count(*)::int from ${classified_reports}
        where ${classified_reports.status} = 'open'),
      'partner_applications', (select count(*)::int from ${partner_applications}
        where ${partner_applications.status} = 'pending')
    ) as todo`,
)

/** The dashboard's figures for the days, its sales read from `parts`. */
export async function readDashboard(
  db: Db,
  days: { from: string; to: string; since: Date; before: Date },
  parts: SalesPart[],
  options: { limit: number },
): Promise<DashboardRead> {
  const [row] = await withGenericPlans(db, (tx) =>
    dashboardStatement(tx, {
      from: days.from,
      to: days.to,
      since: days.since.toISOString(),
      before: days.before.toISOString(),
      periods: parts.map((part) => part.period),
      firsts: parts.map((part) => part.first),
      lasts: parts.map((part) => part.last),
      signs: parts.map((part) => part.sign),
      limit: options.limit,
    }),
  )
  return row!
}
