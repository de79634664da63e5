import { type Dashboard, orderStatuses, orderStatusLabels } from '@phiencho/contracts'

/** How many of the range's orders are in each status now, with a bar for each share. */
export function OrdersByStatus({ counts }: { counts: Dashboard['orders_by_status'] }) {
  const total = orderStatuses.reduce((sum, status) => sum + counts[status], 0)
  if (total === 0) {
    return <p className="text-ink-600">Chưa có đơn hàng nào trong khoảng này.</p>
  }
  return (
    <ul className="space-y-3">
      {orderStatuses.map((status) => {
        const share = Math.round((counts[status] / total) * 100)
        return (
          <li key={status}>
            <div className="flex justify-between text-sm">
              <span>{orderStatusLabels[status]}</span>
              <span className="font-semibold tabular-nums">
                {counts[status].toLocaleString('vi-VN')}
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-ink-100" aria-hidden="true">
              <div
                className={`h-2 rounded-full ${status === 'cancelled' ? 'bg-ink-500' : 'bg-brand-600'}`}
                style={{ width: `${share}%` }}
              />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
