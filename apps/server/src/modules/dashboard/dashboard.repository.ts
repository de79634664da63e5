import { sql } from 'drizzle-orm'
import { type Db, selectRows } from '../../db/client.ts'
import { partner_applications, products } from '../catalog/index.ts'
import { classified_ads, classified_reports } from '../classifieds/index.ts'
import { order_items, orders } from '../orders/index.ts'
import { user_roles } from '../staff/index.ts'
import { users } from '../users/index.ts'

export interface Span {
  /** The first instant of the first day. */
  since: Date
  /** The first instant after the last day. */
  before: Date
}

// Vietnam is UTC+7 all year: the day of an instant, without the database's time-zone data. A
// date, not text: to_char on every row cost 36 ms of 40 over 41,000 orders; the text is made
// once per group.
const vietnamDay = (column: unknown) =>
  sql`((${column} at time zone 'UTC') + interval '7 hours')::date`

/**
 * Orders placed in the span, by Vietnamese day, status and payment status: count and sum of
 * totals. Read from orders_placed_at_figures_idx alone (migration 0013).
 */
export async function selectOrderFigures(db: Db, { since, before }: Span) {
  const rows = await selectRows<{
    day: string
    status: string
    payment_status: string
    orders: number
    total: string
  }>(
    db,
    sql`
    select ${vietnamDay(orders.placed_at)}::text as day, ${orders.status} as status,
      ${orders.payment_status} as payment_status, count(*)::int as orders,
      sum(${orders.total})::text as total
    from ${orders}
    where ${orders.placed_at} >= ${since.toISOString()}::timestamptz and ${orders.placed_at} < ${before.toISOString()}::timestamptz
    group by ${vietnamDay(orders.placed_at)}, 2, 3`,
  )
  return rows.map((row) => ({ ...row, total: Number(row.total) }))
}

/**
 * The products of the orders placed in the span and not cancelled, the `limit` best by quantity
 * and by revenue (the items' snapshot line totals). A deleted product keeps its name.
 */
export async function selectTopProducts(db: Db, { since, before }: Span, limit: number) {
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
      select ${order_items.product_id} as product_id, max(${order_items.name}) as name,
        sum(${order_items.quantity})::int as quantity, sum(${order_items.line_total}) as revenue
      from ${orders} join ${order_items} on ${order_items.order_id} = ${orders.id}
      where ${orders.placed_at} >= ${since.toISOString()}::timestamptz and ${orders.placed_at} < ${before.toISOString()}::timestamptz
        and ${orders.status} <> 'cancelled'
      group by ${order_items.product_id},
        case when ${order_items.product_id} is null then ${order_items.name} end
    )
    (select 'quantity' as ranking, product_id, name, quantity, revenue::text as revenue from sold
      order by quantity desc, revenue desc, product_id limit ${limit})
    union all
    (select 'revenue', product_id, name, quantity, revenue::text from sold
      order by revenue desc, quantity desc, product_id limit ${limit})`,
  )
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }))
}

/** Accounts registered in the span that hold no staff role. */
export async function countNewCustomers(db: Db, { since, before }: Span): Promise<number> {
  const rows = await selectRows<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from ${users}
    where ${users.created_at} >= ${since.toISOString()}::timestamptz and ${users.created_at} < ${before.toISOString()}::timestamptz
      and not exists (select 1 from ${user_roles} where ${user_roles.user_id} = ${users.id})`,
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
