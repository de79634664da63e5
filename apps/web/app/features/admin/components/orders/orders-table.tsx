import { ADMIN_WEB_PATH, type AdminOrderRow } from '@phiencho/contracts'
import { formatDateTimeVi, formatVnd } from '@phiencho/vn'
import { Link } from 'react-router'

import type { ListSort } from '../../list-params'
import { type Column, DataTable } from '../data-table'
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges'
import { paymentMethodShort } from './payment-method-short'

interface OrdersTableProps {
  rows: readonly AdminOrderRow[] | undefined
  refreshing: boolean
  sort: ListSort | null
  searched: boolean
  /** Absent: no selection column (the caller may not act on several orders). */
  selection?: { selected: ReadonlySet<string>; toggle: (code: string) => void }
}

export const orderPath = (code: string) => `${ADMIN_WEB_PATH}/don-hang/${code}`

export function OrdersTable({ rows, refreshing, sort, searched, selection }: OrdersTableProps) {
  const columns: Column<AdminOrderRow>[] = [
    ...(selection
      ? [
          {
            key: 'select',
            header: 'Chọn',
            className: 'w-12',
            render: (row: AdminOrderRow) => (
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={selection.selected.has(row.code)}
                onChange={() => selection.toggle(row.code)}
                aria-label={`Chọn đơn ${row.code}`}
              />
            ),
          },
        ]
      : []),
    {
      key: 'code',
      header: 'Mã đơn',
      render: (row) => (
        <Link
          to={orderPath(row.code)}
          className="font-mono font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {row.code}
        </Link>
      ),
    },
    {
      key: 'placed_at',
      header: 'Ngày đặt',
      sortable: true,
      className: 'whitespace-nowrap',
      render: (row) => formatDateTimeVi(row.placed_at),
    },
    {
      key: 'customer',
      header: 'Khách hàng',
      render: (row) => (
        <>
          <span className="block font-medium text-ink-900">{row.customer_name}</span>
          <span className="block text-ink-600">{row.phone}</span>
        </>
      ),
    },
    { key: 'province', header: 'Tỉnh/thành', render: (row) => row.province_name },
    { key: 'items', header: 'SL', className: 'text-right', render: (row) => row.item_count },
    {
      key: 'total',
      header: 'Tổng tiền',
      sortable: true,
      className: 'text-right whitespace-nowrap',
      render: (row) => <span className="font-semibold">{formatVnd(row.total)}</span>,
    },
    {
      key: 'payment',
      header: 'Thanh toán',
      render: (row) => (
        <>
          <span className="block">{paymentMethodShort[row.payment_method]}</span>
          <PaymentStatusBadge status={row.payment_status} />
        </>
      ),
    },
    {
      key: 'status',
      header: 'Trạng thái',
      render: (row) => <OrderStatusBadge status={row.status} />,
    },
    {
      key: 'shipment',
      header: 'Vận chuyển',
      render: (row) =>
        row.shipment ? (
          <>
            <span className="block whitespace-nowrap">{row.shipment.carrier_name}</span>
            <span className="block font-mono text-ink-600">{row.shipment.tracking_code}</span>
          </>
        ) : (
          <span className="text-ink-500">—</span>
        ),
    },
  ]
  return (
    <DataTable
      caption="Danh sách đơn hàng"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.code}
      sort={sort}
      refreshing={refreshing}
      empty={
        searched ? 'Không có đơn hàng nào khớp với bộ lọc.' : 'Chưa có đơn hàng nào trong nhóm này.'
      }
    />
  )
}
