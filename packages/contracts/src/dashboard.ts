import './locale.ts'

import { z } from 'zod'

import { isoDay } from './calendar-day.ts'
import {
  DASHBOARD_RANGE_DAYS_MAX,
  dashboardMessages as m,
  dashboardRanges,
} from './dashboard.constants.ts'
import { orderStatuses } from './orders.constants.ts'

const day = isoDay(m.date)

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1

/**
 * `GET /admin/dashboard?range=today|7d|30d|custom&from=&to=`: days are calendar days in Vietnam
 * (Asia/Ho_Chi_Minh); `7d` and `30d` end today; `custom` needs `from` and `to` (inclusive).
 */
export const dashboardQuery = z
  .object({
    range: z.enum(dashboardRanges, { error: m.range }).default('7d'),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((query, context) => {
    if (query.range !== 'custom') return
    if (!query.from || !query.to) {
      context.addIssue({
        code: 'custom',
        message: m.customDates,
        path: [query.from ? 'to' : 'from'],
      })
      return
    }
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', message: m.dateOrder, path: ['to'] })
    } else if (daysBetween(query.from, query.to) > DASHBOARD_RANGE_DAYS_MAX) {
      context.addIssue({ code: 'custom', message: m.tooLong, path: ['to'] })
    }
  })
export type DashboardQuery = z.output<typeof dashboardQuery>

const money = z.number().int()
const count = z.number().int()

const topProduct = z.object({
  /** Null when the product was deleted since; the name is the one the order items kept. */
  product_id: z.number().int().nullable(),
  name: z.string(),
  quantity: count,
  revenue: money,
})

export const dashboard = z.object({
  range: z.object({ from: z.string(), to: z.string(), days: count }),
  revenue: money.describe(
    'Sum of the totals (goods after discount, plus shipping) of the orders placed in the range ' +
      'that are not cancelled nor refunded and are paid or completed.',
  ),
  revenue_orders: count.describe('How many orders the revenue sums.'),
  order_count: count.describe('Orders placed in the range, cancelled ones left out.'),
  average_order_value: money.describe('revenue / revenue_orders, rounded; 0 without any.'),
  orders_by_status: z
    .object(
      Object.fromEntries(orderStatuses.map((status) => [status, count])) as Record<
        (typeof orderStatuses)[number],
        typeof count
      >,
    )
    .describe('Orders placed in the range by their status now, cancelled ones included.'),
  new_customers: count.describe('Accounts registered in the range that hold no staff role.'),
  revenue_by_day: z
    .array(z.object({ date: z.string(), revenue: money, orders: count }))
    .describe('Every day of the range, oldest first, zeros included; orders as order_count.'),
  top_products: z
    .object({ by_quantity: z.array(topProduct), by_revenue: z.array(topProduct) })
    .describe(
      "The 10 best products of the orders counted in order_count, from the order items' " +
        'snapshot prices (quantity × unit price).',
    ),
  todo: z
    .object({
      orders_to_confirm: count.describe('Pending orders.'),
      transfers_to_check: count.describe('Bank-transfer orders unpaid and not cancelled.'),
      cod_to_collect: count.describe('Delivered or completed COD orders still unpaid.'),
      low_stock: count.describe('Published products with at most 5 units.'),
      ads_to_moderate: count.describe('Classified ads waiting for moderation.'),
      open_reports: count.describe('Classified ad reports not handled yet.'),
      partner_applications: count.describe('Partner applications waiting for review.'),
    })
    .describe('Counts of now, whatever the range.'),
})
export type Dashboard = z.infer<typeof dashboard>
