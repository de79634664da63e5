import { classifiedReportStatuses, classifiedReportStatusLabels } from '@phiencho/contracts'
import { useLocation } from 'react-router'

import { FormAlert } from '../../components/ui/form-alert'
import { Pagination } from '../../components/ui/pagination'
import {
  classifiedReportsQueryOptions,
  useClassifiedReports,
} from '../../features/admin/api/get-classified-reports'
import {
  DEFAULT_REPORT_TAB,
  readReportListView,
  reportListQuery,
} from '../../features/admin/classifieds/classified-list-query'
import { CountTabs } from '../../features/admin/components/count-tabs'
import { ReportGroupCard } from '../../features/admin/components/classifieds/report-group-card'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { errorSentence } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/classified-reports'

const PERMISSION = 'report:handle'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const query = reportListQuery(readReportListView(url.searchParams))
  return { dehydratedState: await prefetchQueries(client, [classifiedReportsQueryOptions(query)]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(
    classifiedReportsQueryOptions(reportListQuery(readReportListView(url.searchParams))),
  )
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Báo cáo rao vặt', noIndex: true })

export default function ClassifiedReportsPage() {
  const { search } = useLocation()
  const view = readReportListView(new URLSearchParams(search))
  const reports = useClassifiedReports(reportListQuery(view))
  const groups = reports.isError ? [] : reports.data?.data
  const meta = reports.data?.meta
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink-900">Báo cáo rao vặt</h1>
        <p className="mt-1 text-ink-600">
          Báo cáo của khách về tin rao vặt, theo từng tin; tin chờ lâu nhất ở trên cùng.
        </p>
      </div>
      <CountTabs
        label="Nhóm báo cáo"
        tabs={classifiedReportStatuses}
        labels={classifiedReportStatusLabels}
        current={view.tab}
        fallback={DEFAULT_REPORT_TAB}
        counts={reports.data?.counts}
      />
      {reports.isError ? <FormAlert tone="error">{errorSentence(reports.error)}</FormAlert> : null}
      {!groups ? (
        <div aria-hidden="true" className="card h-64 animate-pulse" />
      ) : groups.length === 0 ? (
        <p className="card p-6 text-center text-ink-700">Không có báo cáo nào ở mục này.</p>
      ) : (
        <ul
          aria-label="Tin bị báo cáo"
          aria-busy={reports.isPlaceholderData || undefined}
          className={`space-y-4 ${reports.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {groups.map((group) => (
            <li key={group.ad.id}>
              <ReportGroupCard group={group} />
            </li>
          ))}
        </ul>
      )}
      {meta ? <Pagination currentPage={meta.current_page} lastPage={meta.last_page} /> : null}
    </div>
  )
}
