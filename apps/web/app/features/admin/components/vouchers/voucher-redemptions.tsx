import type { VoucherRedemption } from '@phiencho/contracts'
import { formatDateTimeVi, formatVnd } from '@phiencho/vn'
import { Link } from 'react-router'

import { Pagination } from '../../../../components/ui/pagination'
import { useVoucherRedemptions } from '../../api/get-voucher-redemptions'
import { type Column, DataTable } from '../data-table'
import { OrderStatusBadge } from '../orders/order-badges'
import { orderPath } from '../orders/orders-table'

const columns: Column<VoucherRedemption>[] = [
  {
    key: 'order',
    header: 'Đơn hàng',
    render: (row) => (
      <Link
        to={orderPath(row.order_code)}
        className="font-mono font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {row.order_code}
      </Link>
    ),
  },
  {
    key: 'customer',
    header: 'Khách hàng',
    render: (row) => (
      <>
        <span className="block">{row.customer_name}</span>
        <span className="block text-ink-600">{row.phone}</span>
      </>
    ),
  },
  {
    key: 'amount',
    header: 'Được giảm',
    className: 'whitespace-nowrap text-right',
    render: (row) => formatVnd(row.amount),
  },
  {
    key: 'total',
    header: 'Tổng đơn',
    className: 'whitespace-nowrap text-right',
    render: (row) => formatVnd(row.order_total),
  },
  {
    key: 'at',
    header: 'Thời gian',
    className: 'whitespace-nowrap',
    render: (row) => formatDateTimeVi(row.redeemed_at),
  },
  {
    key: 'status',
    header: 'Trạng thái đơn',
    render: (row) => <OrderStatusBadge status={row.order_status} />,
  },
]

/** The orders that used the voucher; the page lives in the address (`?page=`). */
export function VoucherRedemptions({ voucherId, page }: { voucherId: number; page: number }) {
  const redemptions = useVoucherRedemptions(voucherId, page)
  const meta = redemptions.data?.meta
  return (
    <section aria-labelledby="voucher-redemptions" className="space-y-3">
      <h2 id="voucher-redemptions" className="text-lg font-semibold">
        Đơn hàng đã dùng mã
        {meta ? (
          <span className="ml-2 text-sm font-normal text-ink-600">
            ({meta.total.toLocaleString('vi-VN')} đơn)
          </span>
        ) : null}
      </h2>
      {redemptions.isError ? (
        <p role="alert" className="alert alert-error">
          Không tải được danh sách đơn hàng. Vui lòng tải lại trang.
        </p>
      ) : meta?.total === 0 ? (
        // Said plainly: in a table scrolling sideways on a phone the sentence would be cut.
        <p className="card p-4 text-ink-600">
          Chưa có đơn hàng nào dùng mã này. Đơn đã hủy trả lại lượt và không hiện ở đây.
        </p>
      ) : (
        <DataTable
          caption="Đơn hàng đã dùng mã giảm giá"
          columns={columns}
          rows={redemptions.data?.data}
          rowKey={(row) => row.order_code}
          refreshing={redemptions.isPlaceholderData}
          empty="Chưa có đơn hàng nào dùng mã này."
        />
      )}
      {meta ? <Pagination currentPage={meta.current_page} lastPage={meta.last_page} /> : null}
    </section>
  )
}
