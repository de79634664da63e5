import { type AuditLogEntry, SYSTEM_AUDIT_PERMISSION } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'

import { changedFields } from '../../audit/audit-changes'
import { entityTypeLabel } from '../../audit/audit-filters'
import { type Column, DataTable } from '../data-table'

function ChangeDetails({ entry }: { entry: AuditLogEntry }) {
  const changes = changedFields(entry.entity_type, entry.before, entry.after)
  if (changes.length === 0) return <span className="text-ink-600">Không có trường nào</span>
  return (
    <details className="group">
      <summary className="min-h-11 cursor-pointer py-3 font-medium text-brand-800">
        Chi tiết<span className="sr-only"> thay đổi #{entry.id}</span>
        {` (${changes.length})`}
      </summary>
      <table className="mt-2 w-full text-left text-xs">
        <caption className="sr-only">Các trường đã thay đổi, trước và sau</caption>
        <thead className="text-ink-700">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Trường
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Trước
            </th>
            <th scope="col" className="py-1 font-semibold">
              Sau
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100 align-top">
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row" className="py-1 pr-3 font-medium">
                {change.label}
              </th>
              <td className="py-1 pr-3 break-words whitespace-pre-wrap text-danger-700">
                {change.before}
              </td>
              <td className="py-1 break-words whitespace-pre-wrap text-success-700">
                {change.after}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}

const columns: readonly Column<AuditLogEntry>[] = [
  {
    key: 'created_at',
    header: 'Thời gian',
    className: 'whitespace-nowrap',
    render: (entry) => (
      <time dateTime={entry.created_at}>{formatDateTimeVi(entry.created_at)}</time>
    ),
  },
  {
    key: 'actor',
    header: 'Người thực hiện',
    render: (entry) =>
      entry.permission === SYSTEM_AUDIT_PERMISSION ? (
        <>
          <span className="block font-medium">Hệ thống</span>
          <span className="block text-ink-600">Lệnh trên máy chủ: {entry.request_id}</span>
        </>
      ) : (
        <>
          <span className="block font-medium">{entry.actor.name ?? 'Tài khoản đã xóa'}</span>
          <span className="block text-ink-600">{entry.actor.email ?? '—'}</span>
        </>
      ),
  },
  { key: 'action', header: 'Thao tác', render: (entry) => entry.action_label },
  {
    key: 'entity',
    header: 'Đối tượng',
    className: 'whitespace-nowrap',
    render: (entry) => (
      <>
        {entityTypeLabel(entry.entity_type)}{' '}
        <span className="text-ink-600">#{entry.entity_id}</span>
      </>
    ),
  },
  {
    key: 'changes',
    header: 'Thay đổi',
    className: 'min-w-80',
    render: (entry) => <ChangeDetails entry={entry} />,
  },
]

export function AuditTable({
  rows,
  refreshing,
  filtered,
}: {
  rows: readonly AuditLogEntry[] | undefined
  refreshing: boolean
  filtered: boolean
}) {
  return (
    <DataTable
      caption="Nhật ký thao tác"
      columns={columns}
      rows={rows}
      rowKey={(entry) => entry.id}
      refreshing={refreshing}
      empty={filtered ? 'Không có thao tác nào khớp bộ lọc.' : 'Chưa có thao tác nào được ghi lại.'}
    />
  )
}
