import {
  ADMIN_WEB_PATH,
  type AdminVoucher,
  voucherKindLabels,
  voucherValueLabel,
} from '@phiencho/contracts'
import { formatDateTimeVi, formatVnd } from '@phiencho/vn'
import { Link } from 'react-router'

import { type Column, DataTable } from '../data-table'
import { VoucherStatusBadge } from './voucher-status-badge'

export const voucherPath = (id: number) => `${ADMIN_WEB_PATH}/ma-giam-gia/${id}`

const uses = (voucher: AdminVoucher) =>
  voucher.usage_limit === null
    ? `${voucher.used_count.toLocaleString('vi-VN')} / không giới hạn`
    : `${voucher.used_count.toLocaleString('vi-VN')} / ${voucher.usage_limit.toLocaleString('vi-VN')}`

const columns: Column<AdminVoucher>[] = [
  {
    key: 'code',
    header: 'Mã',
    render: (row) => (
      <div className="min-w-40">
        <Link
          to={voucherPath(row.id)}
          className="font-mono font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {row.code}
        </Link>
        {row.description ? (
          <p className="mt-0.5 line-clamp-2 text-xs text-ink-600">{row.description}</p>
        ) : null}
        {/* On a phone the status column is off screen: shown here too. */}
        <span className="mt-1 block sm:hidden">
          <VoucherStatusBadge status={row.status} />
        </span>
      </div>
    ),
  },
  {
    key: 'value',
    header: 'Mức giảm',
    render: (row) => (
      <div className="min-w-32">
        <span className="font-medium">{voucherValueLabel(row)}</span>
        <p className="text-xs text-ink-600">
          {voucherKindLabels[row.kind]}
          {row.min_order_total > 0 ? ` · đơn từ ${formatVnd(row.min_order_total)}` : ''}
        </p>
      </div>
    ),
  },
  {
    key: 'categories',
    header: 'Áp dụng cho',
    render: (row) =>
      row.categories.length === 0 ? (
        <span className="text-ink-600">Mọi sản phẩm</span>
      ) : (
        <span className="line-clamp-2 min-w-32">
          {row.categories.map((category) => category.name).join(', ')}
        </span>
      ),
  },
  {
    key: 'period',
    header: 'Thời gian',
    className: 'whitespace-nowrap',
    render: (row) => (
      <>
        <span className="block">Từ {formatDateTimeVi(row.starts_at)}</span>
        <span className="block text-ink-600">
          {row.ends_at ? `Đến ${formatDateTimeVi(row.ends_at)}` : 'Không hạn kết thúc'}
        </span>
      </>
    ),
  },
  {
    key: 'uses',
    header: 'Đã dùng',
    className: 'whitespace-nowrap',
    render: uses,
  },
  {
    key: 'status',
    header: 'Trạng thái',
    render: (row) => <VoucherStatusBadge status={row.status} />,
  },
]

interface VouchersTableProps {
  rows: readonly AdminVoucher[] | undefined
  refreshing: boolean
  searched: boolean
}

export function VouchersTable({ rows, refreshing, searched }: VouchersTableProps) {
  return (
    <DataTable
      caption="Danh sách mã giảm giá"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      refreshing={refreshing}
      empty={searched ? 'Không có mã giảm giá nào khớp.' : 'Chưa có mã giảm giá nào.'}
    />
  )
}
