import { addDays, vietnamDayStart } from '@phiencho/vn'
import { sql } from 'drizzle-orm'
import { type Db, selectRows } from '../../db/client.ts'
import { partner_applications, products } from '../catalog/index.ts'
import { classified_ads, classified_reports } from '../classifieds/index.ts'
import { orders } from '../orders/index.ts'
import { user_roles } from '../staff/index.ts'
import { users } from '../users/index.ts'
import { order_day_figures, product_sales, user_day_signups } from './dashboard.tables.ts'
import { salesParts } from './sales-periods.ts'

/** A range of Vietnamese days, both included (YYYY-MM-DD). */
export interface DayRange {
  from: string
  to: string
}

const day = (value: string) => sql`${value}::date`

/**
 * Revenue counts an order placed in the range that is neither cancelled nor refunded and is paid
 * or completed (a completed COD order has been paid to the courier).
 */
const earns = sql`${order_day_figures.status} <> 'cancelled'
  and ${order_day_figures.payment_status} <> 'refunded'
  and (${order_day_figures.payment_status} = 'paid' or ${order_day_figures.status} = 'completed')`

/**
 * The orders placed on the days: per day (`status` null) the orders not cancelled and the revenue,
 * per status (`day` null) the orders. Summed here, so two years are ~730 rows, not one per day,
 * status and payment status.
 */
export async function selectOrderFigures(db: Db, { from, to }: DayRange) {
  const f = order_day_figures
  const rows = await selectRows<{
    day: string | null
    status: string | null
    orders: number
    active_orders: number
    revenue: string
    revenue_orders: number
  }>(
    db,
    sql`
    select ${f.day}::text as day, ${f.status}::text as status, sum(${f.orders})::int as orders,
      coalesce(sum(${f.orders}) filter (where ${f.status} <> 'cancelled'), 0)::int as active_orders,
      coalesce(sum(${f.total}) filter (where ${earns}), 0)::text as revenue,
      coalesce(sum(${f.orders}) filter (where ${earns}), 0)::int as revenue_orders
    from ${f}
    where ${f.day} between ${day(from)} and ${day(to)}
    group by grouping sets ((${f.day}), (${f.status}))`,
  )
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }))
}

/**
 * The products of the orders placed on the days and not cancelled, the `limit` best by quantity
 * and by revenue (the items' snapshot line totals). A deleted product keeps its name. Read from
 * monthly and daily rows (`salesParts`); a product's name is the greatest its items bore.
 */
export async function selectTopProducts(
  db: Db,
  { from, to }: DayRange,
  today: string,
  limit: number,
) {
  const parts = salesParts(from, to, today).map(
    (part) =>
      sql`(${part.period}::varchar, ${day(part.first)}, ${day(part.last)}, ${part.sign}::int)`,
  )
  const s = product_sales
  const rows = await selectRows<{
    ranking: 'quantity' | 'revenue'
    product_id: number | null
    name: string
    quantity: number
    revenue: string
  }>(
    db,
    sql`
    with parts (period, first, last, sign) as (values ${sql.join(parts, sql`, `)}),
    keyed as (
      select ${s.product_id} as product_id, ${s.name} as name,
        sum(parts.sign * ${s.quantity}) as quantity, sum(parts.sign * ${s.revenue}) as revenue
      from parts join ${s} on ${s.period} = parts.period
        and ${s.starts_on} between parts.first and parts.last
      group by 1, 2 having sum(parts.sign * ${s.quantity}) > 0
    ),
    sold as (
      select nullif(product_id, 0) as product_id, max(name) as name, sum(quantity)::int as quantity,
        sum(revenue) as revenue
      from keyed group by product_id, case when product_id = 0 then name end
    )
    -- Qualified: a bare name here would sort by the output column, the revenue as text.
    (select 'quantity' as ranking, product_id, name, quantity, revenue::text as revenue from sold
      order by sold.quantity desc, sold.revenue desc, sold.product_id, sold.name limit ${limit})
    union all
    (select 'revenue', product_id, name, quantity, revenue::text from sold
      order by sold.revenue desc, sold.quantity desc, sold.product_id, sold.name limit ${limit})`,
  )
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }))
}

/**
 * Accounts registered on the days that hold no staff role: the day's sign-ups less the staff
 * among them, found from the few role holders.
 */
export async function countNewCustomers(db: Db, { from, to }: DayRange): Promise<number> {
  const since = vietnamDayStart(from).toISOString()
  const before = vietnamDayStart(addDays(to, 1)).toISOString()
  const rows = await selectRows<{ n: number }>(
    db,
    sql`
    select (select coalesce(sum(${user_day_signups.users}), 0)::int from ${user_day_signups}
        where ${user_day_signups.day} between ${day(from)} and ${day(to)})
      - (select count(*)::int from (select distinct ${user_roles.user_id} as id from ${user_roles}) staff
        join ${users} on ${users.id} = staff.id
        where ${users.created_at} >= ${since}::timestamptz and ${users.created_at} < ${before}::timestamptz) as n`,
  )
  return rows[0]?.n ?? 0
}

/** What waits for someone now, each count read along its own small index. */
export async function countTodo(db: Db, lowStockThreshold: number) {
  // The unpaid counts repeat orders_unpaid_open_idx's predicate so the planner takes it.
  const unpaidOpen = sql`${orders.payment_status} = 'unpaid' and ${orders.status} <> 'cancelled'`
  const rows = await selectRows<{
    orders_to_confirm: number
    transfers_to_check: number
    cod_to_collect: number
    low_stock: number
    ads_to_moderate: number
    open_reports: number
    partner_applications: number
  }>(
    db,
    sql`
    select
      (select count(*)::int from ${orders} where ${orders.status} = 'pending') as orders_to_confirm,
      (select count(*)::int from ${orders} where ${unpaidOpen}
        and ${orders.payment_method} = 'bank_transfer') as transfers_to_check,
      (select count(*)::int from ${orders} where ${unpaidOpen}
        and ${orders.payment_method} = 'cod'
        and ${orders.status} in ('delivered', 'completed')) as cod_to_collect,
      (select count(*)::int from ${products} where ${products.status} = 'published'
        and ${products.stock} <= ${lowStockThreshold}) as low_stock,
      -- Ads are published at once today; one waits here only if it was put back to pending.
      (select count(*)::int from ${classified_ads}
        where ${classified_ads.status} = 'pending') as ads_to_moderate,
      (select count(*)::int from ${classified_reports}
        where ${classified_reports.status} = 'open') as open_reports,
      (select count(*)::int from ${partner_applications}
        where ${partner_applications.status} = 'pending') as partner_applications`,
  )
  return rows[0]!
}
