import type { Dashboard } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'

const count = (value: number) => value.toLocaleString('vi-VN')

/** The range's four headline figures. */
export function StatCards({ data }: { data: Dashboard | undefined }) {
  const cards = data
    ? [
        {
          label: 'Doanh thu',
          value: formatVnd(data.revenue),
          note: `Từ ${count(data.revenue_orders)} đơn đã thanh toán hoặc hoàn thành`,
        },
        { label: 'Số đơn', value: count(data.order_count), note: 'Không tính đơn đã hủy' },
        {
          label: 'Giá trị đơn trung bình',
          value: formatVnd(data.average_order_value),
          note: 'Doanh thu chia số đơn đã tính doanh thu',
        },
        {
          label: 'Khách hàng mới',
          value: count(data.new_customers),
          note: 'Tài khoản đăng ký trong khoảng này',
        },
      ]
    : null
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards
        ? cards.map((card) => (
            <div key={card.label} className="card p-5">
              <dt className="text-sm font-medium text-ink-600">{card.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink-900 tabular-nums">{card.value}</dd>
              <dd className="mt-1 text-xs text-ink-600">{card.note}</dd>
            </div>
          ))
        : Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="card p-5" aria-hidden="true">
              <div className="h-4 w-24 animate-pulse rounded bg-ink-200" />
              <div className="mt-3 h-7 w-32 animate-pulse rounded bg-ink-200" />
            </div>
          ))}
    </dl>
  )
}
