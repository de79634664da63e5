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

/** Orders placed on the days, by Vietnamese day, status and payment status: count and sum of totals. */
export async function selectOrderFigures(db: Db, { from, to }: DayRange) {
  const rows = await selectRows<{
    day: string
    status: string
    payment_status: string
    orders: number
    total: string
  }>(
    db,
    sql`
    select ${order_day_figures.day}::text as day, ${order_day_figures.status} as status,
      ${order_day_figures.payment_status} as payment_status, ${order_day_figures.orders} as orders,
      ${order_day_figures.total}::text as total
    from ${order_day_figures}
    where ${order_day_figures.day} between ${day(from)} and ${day(to)}`,
  )
  return rows.map((row) => ({ ...row, total: Number(row.total) }))
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
    (select 'quantity' as ranking, product_id, name, quantity, revenue::text as revenue from sold
      order by quantity desc, revenue desc, product_id, name limit ${limit})
    union all
    (select 'revenue', product_id, name, quantity, revenue::text from sold
      order by revenue desc, quantity desc, product_id, name limit ${limit})`,
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
