import {
  adminClassifiedTabs,
  type AdminClassifiedTab,
  classifiedReportStatuses,
  type ClassifiedReportStatus,
  SEARCH_QUERY_MAX,
} from '@phiencho/contracts'

import { readListParams } from '../list-params'

export const DEFAULT_CLASSIFIED_TAB: AdminClassifiedTab = 'pending'
export const DEFAULT_REPORT_TAB: ClassifiedReportStatus = 'open'

export interface ClassifiedListView {
  tab: AdminClassifiedTab
  q: string
  /** A topic's slug, or '' for every topic. */
  topic: string
  page: number
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback

/** The moderation queue's view from its address: anything unknown is the default. */
export function readClassifiedListView(search: URLSearchParams): ClassifiedListView {
  const { page, q } = readListParams(search)
  const topic = search.get('topic') ?? ''
  return {
    tab: oneOf(adminClassifiedTabs, search.get('tab') ?? '', DEFAULT_CLASSIFIED_TAB),
    q: q.slice(0, SEARCH_QUERY_MAX),
    topic: /^[a-z0-9-]{1,120}$/.test(topic) ? topic : '',
    page,
  }
}

/** `GET /admin/classified-ads`'s query for a view: only what differs from the defaults. */
export function classifiedListQuery(view: ClassifiedListView): Record<string, string> {
  const query: Record<string, string> = {}
  if (view.tab !== DEFAULT_CLASSIFIED_TAB) query.status = view.tab
  if (view.q) query.q = view.q
  if (view.topic) query.topic = view.topic
  if (view.page > 1) query.page = String(view.page)
  return query
}

export interface ReportListView {
  tab: ClassifiedReportStatus
  page: number
}

export function readReportListView(search: URLSearchParams): ReportListView {
  return {
    tab: oneOf(classifiedReportStatuses, search.get('tab') ?? '', DEFAULT_REPORT_TAB),
    page: readListParams(search).page,
  }
}

/** `GET /admin/classified-reports`'s query for a view. */
export function reportListQuery(view: ReportListView): Record<string, string> {
  const query: Record<string, string> = {}
  if (view.tab !== DEFAULT_REPORT_TAB) query.status = view.tab
  if (view.page > 1) query.page = String(view.page)
  return query
}
