import type { Dashboard } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'
import { lazy, Suspense, useSyncExternalStore } from 'react'

import { shortDay } from './dashboard-format'

// Chart.js draws on a canvas: it runs in the browser only, and loads with the dashboard's first
// chart rather than with the back office's pages.
const RevenueChartCanvas = lazy(() => import('./revenue-chart-canvas'))

type Days = Dashboard['revenue_by_day']

// Rendered on the server and hydrated as the skeleton; the chart replaces it once hydrated.
const noSubscription = () => () => undefined
const inBrowser = () => true
const onServer = () => false

function ChartSkeleton() {
  return <div aria-hidden="true" className="h-64 animate-pulse rounded-lg bg-ink-100" />
}

/** Revenue by day: the chart once in the browser, and the same figures as a table. */
export function RevenueChart({ days }: { days: Days }) {
  const mounted = useSyncExternalStore(noSubscription, inBrowser, onServer)
  const total = days.reduce((sum, day) => sum + day.revenue, 0)
  const first = days[0]
  const last = days.at(-1)
  const summary =
    first && last
      ? `Biểu đồ doanh thu theo ngày từ ${shortDay(first.date)} đến ${shortDay(last.date)}, tổng ${formatVnd(total)}.`
      : 'Biểu đồ doanh thu theo ngày.'
  return (
    <div>
      <div className="h-64">
        {mounted ? (
          <Suspense fallback={<ChartSkeleton />}>
            <RevenueChartCanvas days={days} label={summary} />
          </Suspense>
        ) : (
          <ChartSkeleton />
        )}
      </div>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800">
          Xem số liệu theo ngày
        </summary>
        <div className="mt-2 max-h-72 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Doanh thu và số đơn theo ngày</caption>
            <thead className="text-ink-700">
              <tr>
                <th scope="col" className="py-1 pr-4 font-semibold">
                  Ngày
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-semibold">
                  Doanh thu
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Số đơn
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {shortDay(day.date, true)}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">{formatVnd(day.revenue)}</td>
                  <td className="py-1 text-right tabular-nums">
                    {day.orders.toLocaleString('vi-VN')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  )
}
