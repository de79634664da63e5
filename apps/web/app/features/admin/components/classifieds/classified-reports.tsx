import { type AdminClassifiedReport, classifiedReportOutcomeLabels } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'

/** An ad's reports: reason, reporter, date, and how a closed one was handled. */
export function ClassifiedReports({ reports }: { reports: readonly AdminClassifiedReport[] }) {
  if (reports.length === 0) return <p className="text-sm text-ink-600">Chưa có báo cáo nào.</p>
  return (
    <ul className="space-y-2 text-sm">
      {reports.map((report) => (
        <li
          key={report.id}
          className={`rounded-lg px-3 py-2 ${report.status === 'open' ? 'bg-danger-50' : 'bg-ink-50'}`}
        >
          <p className="font-medium break-words text-ink-900">{report.reason}</p>
          <p className="text-ink-600">
            {report.reporter ? report.reporter.name : 'Tài khoản đã xóa'} ·{' '}
            <time dateTime={report.created_at}>{formatDateTimeVi(report.created_at)}</time>
          </p>
          {report.outcome ? (
            <p className="text-ink-700">
              {classifiedReportOutcomeLabels[report.outcome]}
              {report.handled_at ? ` · ${formatDateTimeVi(report.handled_at)}` : ''}
              {report.note ? ` · ${report.note}` : ''}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
