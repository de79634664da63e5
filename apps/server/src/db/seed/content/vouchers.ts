import type { vouchers } from '../../schema.ts'

const DAY = 86_400_000

export function voucherRows(now: number): Array<typeof vouchers.$inferInsert> {
  return [
    {
      code: 'CHAOBANMOI',
      description: 'Giảm 10% cho đơn hàng đầu tiên, tối đa 50.000 ₫.',
      kind: 'percent',
      value: 10,
      max_discount: 50_000,
      per_customer_limit: 1,
      starts_at: new Date(now - 60 * DAY),
      ends_at: new Date(now + 365 * DAY),
    },
    {
      code: 'FREESHIP30',
      description: 'Giảm 30.000 ₫ phí vận chuyển cho đơn từ 300.000 ₫.',
      kind: 'fixed',
      value: 30_000,
      min_order_total: 300_000,
      starts_at: new Date(now - 30 * DAY),
      ends_at: new Date(now + 90 * DAY),
    },
    {
      code: 'GIAM100K',
      description: 'Giảm 100.000 ₫ cho đơn từ 1.000.000 ₫; số lượng có hạn.',
      kind: 'fixed',
      value: 100_000,
      min_order_total: 1_000_000,
      usage_limit: 500,
      used_count: 137,
      per_customer_limit: 2,
      starts_at: new Date(now - 10 * DAY),
      ends_at: new Date(now + 20 * DAY),
    },
    {
      code: 'HEVUIVE',
      description: 'Ưu đãi hè: giảm 15%, tối đa 200.000 ₫ (đã kết thúc).',
      kind: 'percent',
      value: 15,
      max_discount: 200_000,
      starts_at: new Date(now - 150 * DAY),
      ends_at: new Date(now - 90 * DAY),
    },
  ]
}
