import { STOCK_LEDGER_COUNT_CAP, STOCK_REASONS, stockReasonLabels } from '@phiencho/contracts'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'

import { FormAlert } from '../../components/ui/form-alert'
import { Pagination } from '../../components/ui/pagination'
import { useAdminMe } from '../../features/admin/api/get-admin-me'
import { stockLedgerQueryOptions, useStockLedger } from '../../features/admin/api/get-stock-ledger'
import { FilterSelect, ListFilters } from '../../features/admin/components/list-filters'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { StockAdjustmentDialog } from '../../features/admin/stock/stock-adjustment-dialog'
import { readStockLedgerFilters } from '../../features/admin/stock/stock-filters'
import { lowStockPath, stockLedgerPath } from '../../features/admin/stock/stock-format'
import { StockLedgerTable } from '../../features/admin/stock/stock-ledger-table'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/stock-ledger'

const PERMISSION = 'product:read'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const { filters, error } = readStockLedgerFilters(url.searchParams)
  if (error) return { dehydratedState: null }
  return { dehydratedState: await prefetchQueries(client, [stockLedgerQueryOptions(filters)]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const { filters, error } = readStockLedgerFilters(url.searchParams)
  if (!error) void client.prefetchQuery(stockLedgerQueryOptions(filters))
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Kho hàng', noIndex: true })

const REASON_OPTIONS = [
  { value: '', label: 'Tất cả' },
  ...STOCK_REASONS.map((reason) => ({ value: reason, label: stockReasonLabels[reason] })),
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

/** The stock ledger, newest first; every filter and the page live in the address. */
export default function StockLedgerPage() {
  const me = useAdminMe()
  const { search } = useLocation()
  const { filters, error } = readStockLedgerFilters(new URLSearchParams(search))
  const ledger = useStockLedger(filters)
  const [adjusting, setAdjusting] = useState(false)
  const meta = error ? undefined : ledger.data?.meta
  const filtered = Boolean(
    filters.q ||
    filters.product_id ||
    filters.variant_id ||
    filters.reason ||
    filters.staff_id ||
    filters.from ||
    filters.to,
  )
  const first = ledger.data?.data[0]
  const named =
    first && String(first.product_id) === filters.product_id
      ? filters.variant_id && first.variant_name
        ? `${first.product_name} (${first.variant_name})`
        : first.product_name
      : `#${filters.product_id}`
  const scope = filters.product_id
    ? `sản phẩm ${named}`
    : filters.staff_id
      ? `nhân viên ${first?.staff_name ?? `#${filters.staff_id}`}`
      : null
  const canAdjust = me?.permissions.includes('inventory:write') ?? false
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Kho hàng</h1>
          <p className="mt-1 text-ink-600">
            Sổ kho: mọi thay đổi tồn kho, mới nhất trước; giờ Việt Nam.{' '}
            {meta
              ? meta.total >= STOCK_LEDGER_COUNT_CAP
                ? `Hơn ${STOCK_LEDGER_COUNT_CAP.toLocaleString('vi-VN')} dòng.`
                : `${meta.total.toLocaleString('vi-VN')} dòng.`
              : null}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link to={lowStockPath} className="btn btn-secondary">
            Sắp hết hàng
          </Link>
          {canAdjust ? (
            <button type="button" className="btn btn-primary" onClick={() => setAdjusting(true)}>
              Điều chỉnh tồn kho
            </button>
          ) : null}
        </div>
      </div>
      {scope ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>
            Đang xem sổ kho của <strong>{scope}</strong>.
          </span>
          <Link to={stockLedgerPath} className="min-h-11 content-center text-brand-800 underline">
            Xem tất cả
          </Link>
        </p>
      ) : null}
      <ListFilters>
        <div className="grid flex-1 gap-3 sm:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr]">
          {filters.product_id ? (
            <input type="hidden" name="product_id" value={filters.product_id} />
          ) : null}
          {filters.variant_id ? (
            <input type="hidden" name="variant_id" value={filters.variant_id} />
          ) : null}
          {filters.staff_id ? (
            <input type="hidden" name="staff_id" value={filters.staff_id} />
          ) : null}
          <div>
            <label htmlFor="list-q" className="mb-1 block text-sm font-medium text-ink-800">
              SKU hoặc tên
            </label>
            <input
              id="list-q"
              name="q"
              type="search"
              defaultValue={filters.q}
              key={filters.q}
              className="field-input"
              maxLength={100}
              placeholder="Mã SKU, tên sản phẩm hoặc phân loại"
            />
          </div>
          <FilterSelect
            name="reason"
            label="Lý do"
            value={filters.reason}
            options={REASON_OPTIONS}
          />
          <DayInput name="from" label="Từ ngày" value={filters.from} />
          <DayInput name="to" label="Đến ngày" value={filters.to} />
        </div>
      </ListFilters>
      <FormAlert tone="error">
        {error ?? (ledger.error ? 'Không tải được sổ kho. Vui lòng thử lại.' : null)}
      </FormAlert>
      {error ? null : (
        <StockLedgerTable
          rows={ledger.data?.data}
          refreshing={ledger.isPlaceholderData}
          filtered={filtered}
        />
      )}
      {meta ? <Pagination currentPage={meta.current_page} lastPage={meta.last_page} /> : null}
      {canAdjust ? (
        <StockAdjustmentDialog open={adjusting} onClose={() => setAdjusting(false)} />
      ) : null}
    </div>
  )
}
