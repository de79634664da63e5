import type { LowStockItem } from '@phiencho/contracts'
import { Link } from 'react-router'

import { type Column, DataTable } from '../components/data-table'
import { formatUnits, productLedgerHref, type StockTarget } from './stock-format'

const statusLabels: Record<string, string> = {
  draft: 'Nháp',
  published: 'Đang bán',
  hidden: 'Đang ẩn',
}

function columnsFor(onAdjust: ((item: StockTarget) => void) | null): Column<LowStockItem>[] {
  const columns: Column<LowStockItem>[] = [
    {
      key: 'product',
      header: 'Sản phẩm',
      className: 'min-w-56',
      render: (row) => (
        <>
          <Link
            to={productLedgerHref(row.product_id, row.variant_id)}
            className="font-medium text-brand-800 hover:underline"
          >
            {row.product_name}
            <span className="sr-only"> (xem sổ kho)</span>
          </Link>
          {row.variant_name ? <span className="block text-ink-700">{row.variant_name}</span> : null}
          <span className="block text-xs text-ink-600">SKU: {row.sku}</span>
        </>
      ),
    },
    {
      key: 'stock',
      header: 'Tồn kho',
      className: 'whitespace-nowrap text-right',
      render: (row) => (
        <span className={`font-semibold ${row.stock === 0 ? 'text-danger-700' : ''}`}>
          {row.stock === 0 ? 'Hết hàng' : formatUnits(row.stock)}
        </span>
      ),
    },
    {
      key: 'threshold',
      header: 'Ngưỡng',
      className: 'whitespace-nowrap text-right',
      render: (row) => formatUnits(row.threshold),
    },
    {
      key: 'status',
      header: 'Trạng thái',
      className: 'whitespace-nowrap',
      render: (row) => statusLabels[row.status] ?? row.status,
    },
  ]
  if (onAdjust) {
    columns.push({
      key: 'adjust',
      header: 'Thao tác',
      className: 'whitespace-nowrap',
      render: (row) => (
        <button type="button" className="btn btn-secondary" onClick={() => onAdjust(row)}>
          Điều chỉnh
          <span className="sr-only">
            {' '}
            tồn kho {row.product_name}
            {row.variant_name ? ` (${row.variant_name})` : ''}
          </span>
        </button>
      ),
    })
  }
  return columns
}

export function LowStockTable({
  rows,
  refreshing,
  onAdjust,
}: {
  rows: readonly LowStockItem[] | undefined
  refreshing: boolean
  /** Absent without `inventory:write`. */
  onAdjust: ((item: StockTarget) => void) | null
}) {
  return (
    <DataTable
      caption="Sản phẩm sắp hết hàng"
      columns={columnsFor(onAdjust)}
      rows={rows}
      rowKey={(row) => `${row.product_id}:${row.variant_id ?? ''}`}
      refreshing={refreshing}
      empty="Không có sản phẩm nào sắp hết hàng."
    />
  )
}
