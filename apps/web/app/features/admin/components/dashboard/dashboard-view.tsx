import type { ReactNode } from 'react'
import { useLocation } from 'react-router'

import { FormAlert } from '../../../../components/ui/form-alert'
import { isApiError } from '../../../../lib/api-error'
import { useDashboard } from '../../api/get-dashboard'
import { readDashboardRange } from '../../dashboard/dashboard-range'
import { shortDay } from './dashboard-format'
import { OrdersByStatus } from './orders-by-status'
import { RangePicker } from './range-picker'
import { RevenueChart } from './revenue-chart'
import { StatCards } from './stat-cards'
import { TodoCounters } from './todo-counters'
import { TopProducts } from './top-products'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-5">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Pending() {
  return <div aria-hidden="true" className="h-40 animate-pulse rounded-lg bg-ink-100" />
}

/** The shop's figures over the range in the address, and the work waiting now. */
export function DashboardView() {
  const { search } = useLocation()
  const state = readDashboardRange(new URLSearchParams(search))
  const dashboard = useDashboard(state.query)
  const data = state.query ? dashboard.data : undefined
  const failure =
    state.error ??
    (dashboard.error
      ? isApiError(dashboard.error)
        ? dashboard.error.message
        : 'Không tải được số liệu. Vui lòng thử lại.'
      : null)
  return (
    <div className="space-y-6" aria-busy={dashboard.isFetching || undefined}>
      <RangePicker state={state} />
      <FormAlert tone="error">{failure}</FormAlert>
      {data ? (
        <p className="text-sm text-ink-600" aria-live="polite">
          Số liệu từ {shortDay(data.range.from, true)} đến {shortDay(data.range.to, true)} (
          {data.range.days} ngày, giờ Việt Nam).
        </p>
      ) : null}
      {/* With nothing to show (a range that cannot be read, a failed load), the message stands
          alone: placeholders would say figures are on their way. */}
      {failure && !data ? null : (
        <div className={dashboard.isPlaceholderData ? 'opacity-60' : undefined}>
          <div className="space-y-6">
            <StatCards data={data} />
            <Section id="todo" title="Việc cần làm">
              <TodoCounters todo={data?.todo} />
            </Section>
            <Section id="revenue-by-day" title="Doanh thu theo ngày">
              {data ? (
                data.revenue_by_day.some((day) => day.revenue > 0) ? (
                  <RevenueChart days={data.revenue_by_day} />
                ) : (
                  <p className="text-ink-600">Chưa có doanh thu trong khoảng này.</p>
                )
              ) : (
                <Pending />
              )}
            </Section>
            <div className="grid gap-6 xl:grid-cols-2">
              <Section id="orders-by-status" title="Đơn hàng theo trạng thái">
                {data ? <OrdersByStatus counts={data.orders_by_status} /> : <Pending />}
              </Section>
              <Section id="top-products" title="Sản phẩm bán chạy">
                {data ? <TopProducts top={data.top_products} /> : <Pending />}
              </Section>
            </div>
          </div>
        </div>
      )}
    </div>
  )
}
