import { AUDIT_LOG_COUNT_CAP, auditActionLabels, auditEntityTypes } from '@phiencho/contracts'
import { useLocation } from 'react-router'

import { FormAlert } from '../../components/ui/form-alert'
import { Pagination } from '../../components/ui/pagination'
import { auditLogQueryOptions, useAuditLog } from '../../features/admin/api/get-audit-log'
import { entityTypeLabel, readAuditFilters } from '../../features/admin/audit/audit-filters'
import { AuditTable } from '../../features/admin/components/audit/audit-table'
import { FilterSelect, ListFilters } from '../../features/admin/components/list-filters'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/audit-log'

const PERMISSION = 'audit:read'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const { filters, error } = readAuditFilters(url.searchParams)
  if (error) return { dehydratedState: null }
  return { dehydratedState: await prefetchQueries(client, [auditLogQueryOptions(filters)]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const { filters, error } = readAuditFilters(url.searchParams)
  if (!error) void client.prefetchQuery(auditLogQueryOptions(filters))
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Nhật ký thao tác', noIndex: true })

const ENTITY_OPTIONS = [
  { value: '', label: 'Tất cả' },
  ...auditEntityTypes.map((type) => ({ value: type, label: entityTypeLabel(type) })),
]
const ACTION_OPTIONS = [
  { value: '', label: 'Tất cả' },
  ...Object.entries(auditActionLabels).map(([value, label]) => ({ value, label })),
]

function DayInput({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="mb-1 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <input
        id={`filter-${name}`}
        name={name}
        type="date"
        defaultValue={value}
        key={value}
        className="field-input"
      />
    </div>
  )
}

/** Who changed what and when, newest first; every filter and the page live in the address. */
export default function AuditLogPage() {
  const { search } = useLocation()
  const { filters, error } = readAuditFilters(new URLSearchParams(search))
  const log = useAuditLog(filters)
  const meta = error ? undefined : log.data?.meta
  const filtered = Boolean(
    filters.q || filters.entity_type || filters.action || filters.from || filters.to,
  )
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink-900">Nhật ký thao tác</h1>
        <p className="mt-1 text-ink-600">
          Mọi thay đổi trong trang quản trị, mới nhất trước; giờ Việt Nam.{' '}
          {meta
            ? meta.total >= AUDIT_LOG_COUNT_CAP
              ? `Hơn ${AUDIT_LOG_COUNT_CAP.toLocaleString('vi-VN')} dòng.`
              : `${meta.total.toLocaleString('vi-VN')} dòng.`
            : null}
        </p>
      </div>
      <ListFilters>
        {/* One child: the filters wrap on their grid, the button stays beside them. */}
        <div className="grid flex-1 gap-3 sm:grid-cols-2 xl:grid-cols-[2fr_1fr_2fr_1fr_1fr]">
          <div>
            <label htmlFor="list-q" className="mb-1 block text-sm font-medium text-ink-800">
              Người thực hiện
            </label>
            <input
              id="list-q"
              name="q"
              type="search"
              defaultValue={filters.q}
              key={filters.q}
              className="field-input"
              maxLength={100}
              placeholder="Tên hoặc email"
            />
          </div>
          <FilterSelect
            name="entity_type"
            label="Đối tượng"
            value={filters.entity_type}
            options={ENTITY_OPTIONS}
          />
          <FilterSelect
            name="action"
            label="Thao tác"
            value={filters.action}
            options={ACTION_OPTIONS}
          />
          <DayInput name="from" label="Từ ngày" value={filters.from} />
          <DayInput name="to" label="Đến ngày" value={filters.to} />
        </div>
      </ListFilters>
      <FormAlert tone="error">
        {error ?? (log.error ? 'Không tải được nhật ký. Vui lòng thử lại.' : null)}
      </FormAlert>
      {error ? null : (
        <AuditTable rows={log.data?.data} refreshing={log.isPlaceholderData} filtered={filtered} />
      )}
      {meta ? <Pagination currentPage={meta.current_page} lastPage={meta.last_page} /> : null}
    </div>
  )
}
