import { type OrderDetail, orderStatusLabels } from '@phiencho/contracts'

const WHEN = new Intl.DateTimeFormat('vi-VN', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Asia/Ho_Chi_Minh',
})

/** Every status the order went through, oldest first. */
export function OrderTimeline({ history }: { history: OrderDetail['history'] }) {
  return (
    <ol className="space-y-3 border-l-2 border-ink-200 pl-4" aria-label="Lịch sử trạng thái">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-700"
          />
          <p className="text-sm font-semibold text-ink-900">
            {entry.from_status === null ? 'Đặt hàng' : orderStatusLabels[entry.to_status]}
          </p>
          <p className="text-xs text-ink-600">
            <time dateTime={entry.at}>{WHEN.format(new Date(entry.at))}</time>
            {entry.note ? ` · ${entry.note}` : ''}
          </p>
        </li>
      ))}
    </ol>
  )
}
