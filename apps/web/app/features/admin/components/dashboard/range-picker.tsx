import { type DashboardRange, dashboardRangeLabels } from '@phiencho/contracts'
import { Form, Link, useLocation } from 'react-router'

import { type DashboardRangeState, presetRangeSearch } from '../../dashboard/dashboard-range'

const PRESETS = [
  ['today', 'Hôm nay'],
  ['7d', '7 ngày'],
  ['30d', '30 ngày'],
] as const satisfies readonly (readonly [Exclude<DashboardRange, 'custom'>, string])[]

const PILL =
  'inline-flex min-h-11 items-center rounded-lg border px-4 text-sm font-medium whitespace-nowrap'

/** The presets as links and a custom range as a GET form: the range lives in the address. */
export function RangePicker({ state }: { state: DashboardRangeState }) {
  const { pathname } = useLocation()
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label="Khoảng thời gian">
        <ul className="flex flex-wrap gap-2">
          {PRESETS.map(([range, label]) => {
            const active = state.range === range
            return (
              <li key={range}>
                <Link
                  to={`${pathname}${presetRangeSearch(range)}`}
                  replace
                  preventScrollReset
                  aria-current={active ? 'page' : undefined}
                  title={dashboardRangeLabels[range]}
                  className={`${PILL} ${
                    active
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-ink-300 bg-white text-ink-800 hover:bg-ink-100'
                  }`}
                >
                  {label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <Form
        method="get"
        action={pathname}
        replace
        preventScrollReset
        aria-label="Khoảng tùy chọn"
        className="flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="range" value="custom" />
        <div>
          <label htmlFor="range-from" className="mb-1 block text-sm font-medium text-ink-800">
            Từ ngày
          </label>
          <input
            id="range-from"
            name="from"
            type="date"
            required
            defaultValue={state.from}
            key={`from-${state.from}`}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="range-to" className="mb-1 block text-sm font-medium text-ink-800">
            Đến ngày
          </label>
          <input
            id="range-to"
            name="to"
            type="date"
            required
            defaultValue={state.to}
            key={`to-${state.to}`}
            className="field-input"
          />
        </div>
        <button
          type="submit"
          className={`btn ${state.range === 'custom' ? 'btn-primary' : 'btn-secondary'}`}
          aria-pressed={state.range === 'custom'}
        >
          Xem khoảng tùy chọn
        </button>
      </Form>
    </div>
  )
}
