import { orderStatuses } from '@phiencho/contracts'
import { addDays, vietnamDayStart } from '@phiencho/vn'
import { sql } from 'drizzle-orm'
import { type Db, selectRows } from '../db/client.ts'

// The dashboard's figures computed straight from orders, items and accounts, as the dashboard did
// before it read the aggregates (ADR 039): what the aggregates must always give back. One change:
// the revenue ranking sorts the revenue as a number (it sorted its text, so 90,000 came first).

const vietnamDay = (column: string) =>
  sql.raw(`((${column} at time zone 'UTC') + interval '7 hours')::date`)

const span = (from: string, to: string) => ({
  since: vietnamDayStart(from).toISOString(),
  before: vietnamDayStart(addDays(to, 1)).toISOString(),
})

export async function directOrderFigures(db: Db, from: string, to: string) {
  const { since, before } = span(from, to)
  const rows = await selectRows<{
    day: string
    status: string
    payment_status: string
    orders: number
    total: string
  }>(
    db,
    sql`
    select ${vietnamDay('placed_at')}::text as day, status, payment_status, count(*)::int as orders,
      sum(total)::text as total
    from orders
    where placed_at >= ${since}::timestamptz and placed_at < ${before}::timestamptz
    group by 1, 2, 3`,
  )
  return rows.map((row) => ({ ...row, total: Number(row.total) }))
}

export async function directTopProducts(db: Db, from: string, to: string, limit: number) {
  const { since, before } = span(from, to)
  const rows = await selectRows<{
    ranking: 'quantity' | 'revenue'
    product_id: number | null
    name: string
    quantity: number
    revenue: string
  }>(
    db,
    sql`
    with sold as (
      select i.product_id, max(i.name) as name, sum(i.quantity)::int as quantity,
        sum(i.line_total) as revenue
      from orders o join order_items i on i.order_id = o.id
      where o.placed_at >= ${since}::timestamptz and o.placed_at < ${before}::timestamptz
        and o.status <> 'cancelled'
      group by i.product_id, case when i.product_id is null then i.name end
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

const earns = (status: string, paymentStatus: string) =>
  status !== 'cancelled' &&
  paymentStatus !== 'refunded' &&
  (paymentStatus === 'paid' || status === 'completed')

/** The dashboard's sales figures of the days, from the orders and the accounts alone. */
export async function directDashboard(db: Db, from: string, to: string, topLimit: number) {
  const [figures, top, newCustomers] = await Promise.all([
    directOrderFigures(db, from, to),
    directTopProducts(db, from, to, topLimit),
    directNewCustomers(db, from, to),
  ])
  const byStatus = Object.fromEntries(orderStatuses.map((status) => [status, 0]))
  const byDay = new Map<string, { revenue: number; orders: number }>()
  let revenue = 0
  let revenueOrders = 0
  let orderCount = 0
  for (const row of figures) {
    byStatus[row.status] = (byStatus[row.status] ?? 0) + row.orders
    const day = byDay.get(row.day) ?? { revenue: 0, orders: 0 }
    byDay.set(row.day, day)
    if (row.status !== 'cancelled') {
      orderCount += row.orders
      day.orders += row.orders
    }
    if (earns(row.status, row.payment_status)) {
      revenue += row.total
      revenueOrders += row.orders
      day.revenue += row.total
    }
  }
  const days = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.push({ date: day, ...(byDay.get(day) ?? { revenue: 0, orders: 0 }) })
  }
  const ranked = (ranking: 'quantity' | 'revenue') =>
    top
      .filter((row) => row.ranking === ranking)
      .map(({ product_id, name, quantity, revenue }) => ({ product_id, name, quantity, revenue }))
  return {
    range: { from, to, days: days.length },
    revenue,
    revenue_orders: revenueOrders,
    order_count: orderCount,
    average_order_value: revenueOrders > 0 ? Math.round(revenue / revenueOrders) : 0,
    orders_by_status: byStatus,
    new_customers: newCustomers,
    revenue_by_day: days,
    top_products: { by_quantity: ranked('quantity'), by_revenue: ranked('revenue') },
  }
}

export async function directNewCustomers(db: Db, from: string, to: string): Promise<number> {
  const { since, before } = span(from, to)
  const rows = await selectRows<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from users u
    where u.created_at >= ${since}::timestamptz and u.created_at < ${before}::timestamptz
      and not exists (select 1 from user_roles r where r.user_id = u.id)`,
  )
  return rows[0]?.n ?? 0
}

/** `earns` in SQL, over an order's own columns. */
const earnsWhere = sql`status <> 'cancelled' and payment_status <> 'refunded'
  and (payment_status = 'paid' or status = 'completed')`

/**
 * Each aggregate table against the same rows recomputed from scratch; both sides sorted. Equal
 * also means no row was left behind at zero.
 */
export async function aggregatesAndRecomputed(db: Db) {
  const pair = async (stored: ReturnType<typeof sql>, recomputed: ReturnType<typeof sql>) => ({
    stored: await selectRows<Record<string, unknown>>(db, stored),
    recomputed: await selectRows<Record<string, unknown>>(db, recomputed),
  })
  return {
    days: await pair(
      sql`select day::text, orders, ${sql.join(
        orderStatuses.map((status) => sql.raw(status)),
        sql`, `,
      )}, revenue::text, revenue_orders from order_days order by 1`,
      sql`select ${vietnamDay('placed_at')}::text as day, count(*)::int as orders, ${sql.join(
        orderStatuses.map(
          (status) => sql`count(*) filter (where status = ${status})::int as ${sql.raw(status)}`,
        ),
        sql`, `,
      )},
          coalesce(sum(total) filter (where ${earnsWhere}), 0)::text as revenue,
          count(*) filter (where ${earnsWhere})::int as revenue_orders
        from orders group by 1 order by 1`,
    ),
    states: await pair(
      sql`select status::text, payment_method::text, payment_status::text, orders
        from order_state_counts order by 1, 2, 3`,
      sql`select status::text, payment_method::text, payment_status::text, count(*)::int as orders
        from orders group by 1, 2, 3 order by 1, 2, 3`,
    ),
    sales: await pair(
      sql`select period, starts_on::text, product_id, name, quantity, revenue::text
        from product_sales order by 1, 2, 3, 4`,
      sql`with daily as (
          select ${vietnamDay('o.placed_at')} as day, coalesce(i.product_id, 0) as product_id,
            i.name, sum(i.quantity)::int as quantity, sum(i.line_total) as revenue
          from orders o join order_items i on i.order_id = o.id
          where o.status <> 'cancelled' group by 1, 2, 3
        )
        select * from (
          select 'day' as period, day::text as starts_on, product_id, name, quantity,
            revenue::text from daily
          union all
          select 'month', date_trunc('month', day)::date::text, product_id, name,
            sum(quantity)::int, sum(revenue)::text from daily group by 2, 3, 4
          union all
          select 'year', date_trunc('year', day)::date::text, product_id, name,
            sum(quantity)::int, sum(revenue)::text from daily group by 2, 3, 4
        ) rows order by 1, 2, 3, 4`,
    ),
    signups: await pair(
      sql`select day::text, users from user_day_signups order by 1`,
      sql`select ${vietnamDay('created_at')}::text as day, count(*)::int as users
        from users group by 1 order by 1`,
    ),
    pending: await pair(
      sql`select (select count(*) from order_figure_changes)::int
          + (select count(*) from product_sales_changes)::int as n`,
      sql`select 0 as n`,
    ),
  }
}
