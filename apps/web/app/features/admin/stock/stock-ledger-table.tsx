import { ADMIN_WEB_PATH, type StockMovement } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'
import { Link } from 'react-router'

import { type Column, DataTable } from '../components/data-table'
import { formatChange, formatUnits, stockLedgerPath } from './stock-format'

const changeTone = (change: number) =>
  change > 0 ? 'text-success-700' : change < 0 ? 'text-danger-700' : 'text-ink-600'

const columns: readonly Column<StockMovement>[] = [
  {
    key: 'created_at',
    header: 'Thời gian',
    className: 'whitespace-nowrap',
    render: (row) => <time dateTime={row.created_at}>{formatDateTimeVi(row.created_at)}</time>,
  },
  {
    key: 'product',
    header: 'Sản phẩm',
    className: 'min-w-48',
    render: (row) => (
      <>
        <Link
          to={`${stockLedgerPath}?product_id=${row.product_id}`}
          className="font-medium text-brand-800 hover:underline"
        >
          {row.product_name}
        </Link>
        {row.variant_name ? <span className="block text-ink-700">{row.variant_name}</span> : null}
        <span className="block text-xs text-ink-600">SKU: {row.sku}</span>
      </>
    ),
  },
  {
    key: 'reason',
    header: 'Lý do',
    className: 'whitespace-nowrap',
    render: (row) => (
      <>
        <span className="block">{row.reason_label}</span>
        {row.order_code ? (
          <Link
            to={`${ADMIN_WEB_PATH}/don-hang/${row.order_code}`}
            className="block text-xs text-brand-800 hover:underline"
          >
            <span className="sr-only">Đơn hàng </span>
            {row.order_code}
          </Link>
        ) : null}
      </>
    ),
  },
  {
    key: 'change',
    header: 'Thay đổi',
    className: 'whitespace-nowrap text-right',
    render: (row) => (
      <>
        <span className={`block font-semibold ${changeTone(row.change)}`}>
          {formatChange(row.change)}
        </span>
        <span className="block text-xs text-ink-600">
          {formatUnits(row.stock_before)} → {formatUnits(row.stock_after)}
        </span>
      </>
    ),
  },
  {
    key: 'by',
    header: 'Người thực hiện',
    render: (row) =>
      row.staff_id !== null ? (
        <Link
          to={`${stockLedgerPath}?staff_id=${row.staff_id}`}
          className="text-brand-800 hover:underline"
        >
          {row.staff_name ?? `Nhân viên #${row.staff_id}`}
        </Link>
      ) : row.reason === 'sale' ? (
        <span className="text-ink-600">Khách hàng</span>
      ) : (
        <span className="text-ink-600">Hệ thống</span>
      ),
  },
  {
    key: 'note',
    header: 'Ghi chú',
    className: 'min-w-36 break-words',
    render: (row) => row.note ?? <span aria-hidden="true">—</span>,
  },
]

export function StockLedgerTable({
  rows,
  refreshing,
  filtered,
}: {
  rows: readonly StockMovement[] | undefined
  refreshing: boolean
  filtered: boolean
}) {
  return (
    <DataTable
      caption="Sổ kho"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      refreshing={refreshing}
      empty={filtered ? 'Không có thay đổi tồn kho nào khớp bộ lọc.' : 'Sổ kho chưa có dòng nào.'}
    />
  )
}
