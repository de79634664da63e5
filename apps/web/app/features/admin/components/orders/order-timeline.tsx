import { type AdminOrderDetail, orderStatusLabels } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'

/** What happened to the order, oldest first: who, when, and their note. */
export function OrderTimeline({ timeline }: { timeline: AdminOrderDetail['timeline'] }) {
  return (
    <section aria-labelledby="order-timeline" className="card p-4 sm:p-5">
      <h2 id="order-timeline" className="mb-3 text-lg font-semibold">
        Lịch sử đơn hàng
      </h2>
      <ol className="space-y-3 border-l-2 border-ink-200 pl-4 text-sm">
        {timeline.map((entry, index) => (
          <li key={index}>
            <p className="font-medium">
              {entry.from_status === null
                ? 'Đặt hàng'
                : entry.from_status === entry.to_status
                  ? orderStatusLabels[entry.to_status]
                  : `${orderStatusLabels[entry.from_status]} → ${orderStatusLabels[entry.to_status]}`}
            </p>
            <p className="text-ink-600">
              {entry.actor} · <time dateTime={entry.at}>{formatDateTimeVi(entry.at)}</time>
            </p>
            {entry.note ? <p className="mt-0.5">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
