import { DASHBOARD_TOP_PRODUCTS, type Dashboard, type DashboardQuery } from '@phiencho/contracts'
import { addDays, eachDay, vietnamDayOf, vietnamDayStart } from '@phiencho/vn'
import type { Db } from '../../db/client.ts'
import { readDashboard } from './dashboard.repository.ts'
import { salesParts } from './sales-periods.ts'

const RANGE_DAYS = { today: 1, '7d': 7, '30d': 30 } as const

/** The first and last Vietnamese day of the range; the presets end today. */
export function rangeDays(query: DashboardQuery, now: Date): { from: string; to: string } {
  if (query.range === 'custom') return { from: query.from!, to: query.to! }
  const today = vietnamDayOf(now)
  return { from: addDays(today, 1 - RANGE_DAYS[query.range]), to: today }
}

/** The dashboard's figures, read from the aggregates the database keeps and the to-do counts. */
export async function getDashboard(db: Db, query: DashboardQuery, now: Date): Promise<Dashboard> {
  const { from, to } = rangeDays(query, now)
  const days = { from, to, since: vietnamDayStart(from), before: vietnamDayStart(addDays(to, 1)) }
  const {
    days: dayFigures,
    statuses,
    top,
    new_customers: newCustomers,
    todo,
  } = await readDashboard(db, days, salesParts(from, to, vietnamDayOf(now)), {
    limit: DASHBOARD_TOP_PRODUCTS,
  })

  // The days come in no order: each is put at its place in the range, the others had no orders.
  const revenueByDay: Dashboard['revenue_by_day'] = eachDay(from, to).map((day) => ({
    date: day,
    revenue: 0,
    orders: 0,
  }))
  let revenue = 0
  let revenueOrders = 0
  let orderCount = 0
  for (const [index, activeOrders, dayRevenue, dayRevenueOrders] of dayFigures) {
    const day = revenueByDay[index]!
    day.revenue = dayRevenue
    day.orders = activeOrders
    orderCount += activeOrders
    revenue += dayRevenue
    revenueOrders += dayRevenueOrders
  }
  const ranked = (ranking: 'quantity' | 'revenue') =>
    top
      .filter((row) => row.ranking === ranking)
      .map(({ product_id, name, quantity, revenue }) => ({ product_id, name, quantity, revenue }))

  return {
    range: { from, to, days: revenueByDay.length },
    revenue,
    revenue_orders: revenueOrders,
    order_count: orderCount,
    average_order_value: revenueOrders > 0 ? Math.round(revenue / revenueOrders) : 0,
    orders_by_status: statuses,
    new_customers: newCustomers,
    revenue_by_day: revenueByDay,
    top_products: { by_quantity: ranked('quantity'), by_revenue: ranked('revenue') },
    todo,
  }
}
