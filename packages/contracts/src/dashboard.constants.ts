// Plain values of the back office's dashboard, without zod.

export const dashboardRanges = ['today', '7d', '30d', 'custom'] as const
export type DashboardRange = (typeof dashboardRanges)[number]

export const dashboardRangeLabels: Record<DashboardRange, string> = {
  today: 'Hôm nay',
  '7d': '7 ngày qua',
  '30d': '30 ngày qua',
  custom: 'Tùy chọn',
}

/** A custom range spans at most this many days (about two years). */
export const DASHBOARD_RANGE_DAYS_MAX = 731
export const DASHBOARD_TOP_PRODUCTS = 10
/**
 * A published product with at most its own `low_stock_threshold` units, or this many when it has
 * none (none included), counts as low stock: the bound of the shop's "Sắp hết hàng"
 * (`LOW_STOCK_THRESHOLD`).
 */
export { LOW_STOCK_THRESHOLD as DASHBOARD_LOW_STOCK_THRESHOLD } from './catalog.constants.ts'

export const dashboardMessages = {
  range: 'Khoảng thời gian không hợp lệ (today, 7d, 30d hoặc custom).',
  date: 'Ngày phải có dạng YYYY-MM-DD.',
  customDates: 'Vui lòng chọn ngày bắt đầu và ngày kết thúc.',
  dateOrder: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu.',
  tooLong: `Khoảng thời gian tối đa ${DASHBOARD_RANGE_DAYS_MAX} ngày.`,
} as const
