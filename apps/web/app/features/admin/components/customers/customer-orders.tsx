import { ADMIN_WEB_PATH, type AdminCustomerOrder } from '@phiencho/contracts'
import { formatDateTimeVi, formatVnd } from '@phiencho/vn'
import { Link } from 'react-router'

import { type Column, DataTable } from '../data-table'
import { OrderStatusBadge, PaymentStatusBadge } from '../orders/order-badges'

const columns: Column<AdminCustomerOrder>[] = [
  {
    key: 'code',
    header: 'Mã đơn',
    render: (order) => (
      <Link
        to={`${ADMIN_WEB_PATH}/don-hang/${order.code}`}
        className="font-medium text-brand-800 hover:underline"
      >
        {order.code}
      </Link>
    ),
  },
  {
    key: 'date',
    header: 'Ngày đặt',
    className: 'whitespace-nowrap',
    render: (order) => formatDateTimeVi(order.placed_at),
  },
  {
    key: 'status',
    header: 'Trạng thái',
    render: (order) => (
      <span className="flex flex-wrap gap-1">
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge status={order.payment_status} />
      </span>
    ),
  },
  {
    key: 'total',
    header: 'Tổng tiền',
    className: 'text-right whitespace-nowrap',
    render: (order) => formatVnd(order.total),
  },
]

/** The account's latest orders, each linking to the order console. */
export function CustomerOrders({ orders }: { orders: readonly AdminCustomerOrder[] }) {
  return (
    <DataTable
      caption="Đơn hàng gần nhất"
      columns={columns}
      rows={orders}
      rowKey={(order) => order.code}
      empty="Khách hàng chưa có đơn hàng nào."
    />
  )
}
