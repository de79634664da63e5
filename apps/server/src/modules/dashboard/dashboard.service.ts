import {
  DASHBOARD_TOP_PRODUCTS,
  type Dashboard,
  type DashboardQuery,
  orderStatuses,
} from '@phiencho/contracts'
import { addDays, vietnamDayOf, vietnamDayStart } from '@phiencho/vn'
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
    figures,
    top,
    new_customers: newCustomers,
    todo,
  } = await readDashboard(db, days, salesParts(from, to, vietnamDayOf(now)), {
    limit: DASHBOARD_TOP_PRODUCTS,
  })

  const byStatus = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<
    (typeof orderStatuses)[number],
    number
  >
  const byDay = new Map<string, { revenue: number; orders: number }>()
  let revenue = 0
  let revenueOrders = 0
  let orderCount = 0
  for (const row of figures) {
    if (row.status !== null) {
      byStatus[row.status as keyof typeof byStatus] = row.orders
    } else if (row.day !== null) {
      byDay.set(row.day, { revenue: row.revenue, orders: row.active_orders })
      orderCount += row.active_orders
      revenue += row.revenue
      revenueOrders += row.revenue_orders
    }
  }
  const revenueByDay: Dashboard['revenue_by_day'] = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    revenueByDay.push({ date: day, ...(byDay.get(day) ?? { revenue: 0, orders: 0 }) })
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
    orders_by_status: byStatus,
    new_customers: newCustomers,
    revenue_by_day: revenueByDay,
    top_products: { by_quantity: ranked('quantity'), by_revenue: ranked('revenue') },
    todo,
  }
}
