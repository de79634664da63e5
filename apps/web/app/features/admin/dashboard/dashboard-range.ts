import {
  DASHBOARD_RANGE_DAYS_MAX,
  type DashboardRange,
  dashboardMessages,
  dashboardRanges,
} from '@phiencho/contracts'
import { isIsoDay } from '@phiencho/vn'

/** What `GET /admin/dashboard` is asked: a preset, or a custom range with both days. */
export type DashboardRangeQuery =
  { range: Exclude<DashboardRange, 'custom'> } | { range: 'custom'; from: string; to: string }

export interface DashboardRangeState {
  range: DashboardRange
  from: string
  to: string
  /** Null while the address holds an incomplete or invalid custom range. */
  query: DashboardRangeQuery | null
  error: string | null
}

const DEFAULT_RANGE = '7d'

const isRange = (value: string | null): value is DashboardRange =>
  (dashboardRanges as readonly (string | null)[]).includes(value)

/**
 * The dashboard's range as the address holds it (`?range=30d`, `?range=custom&from=…&to=…`);
 * checked here as the API would, so an unfinished custom range asks nothing and says why.
 */
export function readDashboardRange(search: URLSearchParams): DashboardRangeState {
  const asked = search.get('range')
  const range = isRange(asked) ? asked : DEFAULT_RANGE
  const from = search.get('from') ?? ''
  const to = search.get('to') ?? ''
  if (range !== 'custom') return { range, from: '', to: '', query: { range }, error: null }
  const problem = customRangeProblem(from, to)
  return {
    range,
    from,
    to,
    query: problem ? null : { range, from, to },
    error: problem,
  }
}

function customRangeProblem(from: string, to: string): string | null {
  if (!from || !to) return dashboardMessages.customDates
  if (!isIsoDay(from) || !isIsoDay(to)) return dashboardMessages.date
  if (from > to) return dashboardMessages.dateOrder
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
  if (days > DASHBOARD_RANGE_DAYS_MAX) return dashboardMessages.tooLong
  return null
}

/** The address of a preset range (the default one needs no parameter). */
export function presetRangeSearch(range: Exclude<DashboardRange, 'custom'>): string {
  return range === DEFAULT_RANGE ? '' : `?range=${range}`
}
