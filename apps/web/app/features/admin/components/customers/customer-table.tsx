import { ADMIN_WEB_PATH, type AdminCustomer } from '@phiencho/contracts'
import { formatDateVi, formatVnd } from '@phiencho/vn'
import { Link } from 'react-router'

import { type Column, DataTable } from '../data-table'
import { CustomerStatusBadge } from './customer-status-badge'

export const customerPath = (id: number) => `${ADMIN_WEB_PATH}/khach-hang/${id}`

const columns: Column<AdminCustomer>[] = [
  {
    key: 'name',
    header: 'Khách hàng',
    render: (customer) => (
      <>
        <Link
          to={customerPath(customer.id)}
          className="block font-medium text-brand-800 hover:underline"
        >
          {customer.name}
        </Link>
        <span className="block break-all text-ink-600">{customer.email}</span>
        {customer.is_staff ? <span className="text-xs text-ink-600">Nhân viên</span> : null}
      </>
    ),
  },
  { key: 'phone', header: 'Số điện thoại', render: (customer) => customer.phone ?? '—' },
  {
    key: 'orders',
    header: 'Đơn hàng',
    className: 'text-right',
    render: (customer) => customer.orders_count.toLocaleString('vi-VN'),
  },
  {
    key: 'spend',
    header: 'Tổng chi tiêu',
    className: 'text-right whitespace-nowrap',
    render: (customer) => formatVnd(customer.lifetime_spend),
  },
  {
    key: 'joined',
    header: 'Ngày tham gia',
    className: 'whitespace-nowrap',
    render: (customer) => formatDateVi(customer.created_at),
  },
  {
    key: 'status',
    header: 'Trạng thái',
    render: (customer) => <CustomerStatusBadge lockedAt={customer.locked_at} />,
  },
]

interface CustomerTableProps {
  rows: readonly AdminCustomer[] | undefined
  refreshing: boolean
  searched: boolean
}

export function CustomerTable({ rows, refreshing, searched }: CustomerTableProps) {
  return (
    <DataTable
      caption="Khách hàng"
      columns={columns}
      rows={rows}
      rowKey={(customer) => customer.id}
      refreshing={refreshing}
      empty={searched ? 'Không có khách hàng nào khớp tìm kiếm.' : 'Chưa có khách hàng nào.'}
    />
  )
}
