import {
  type AdminOrderDetail,
  paymentMethodLabels,
  shippingMethodLabels,
} from '@phiencho/contracts'
import type { ReactNode } from 'react'

/** Who ordered, where it goes, how it is paid and carried. */
export function OrderCustomer({ order }: { order: AdminOrderDetail }) {
  const { customer, contact, address, shipment } = order
  const row = (label: string, value: ReactNode) => (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr]">
      <dt className="text-ink-600">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  )
  return (
    <section aria-labelledby="order-customer" className="card p-4 sm:p-5">
      <h2 id="order-customer" className="mb-3 text-lg font-semibold">
        Khách hàng và giao hàng
      </h2>
      <dl className="space-y-2 text-sm">
        {row(
          'Khách hàng',
          <>
            {customer.name}{' '}
            <span className="text-ink-600">
              ({customer.is_guest ? 'khách vãng lai' : 'có tài khoản'})
            </span>
          </>,
        )}
        {customer.email ? row('Email', customer.email) : null}
        {row('Người nhận', `${contact.name} · ${contact.phone}`)}
        {row('Địa chỉ', address.full)}
        {row('Vận chuyển', shippingMethodLabels[order.shipping_method])}
        {row('Thanh toán', paymentMethodLabels[order.payment_method])}
        {order.voucher_code ? row('Mã giảm giá', order.voucher_code) : null}
        {order.note ? row('Ghi chú của khách', order.note) : null}
        {order.cancel_reason ? row('Lý do hủy', order.cancel_reason) : null}
        {shipment
          ? row(
              'Đơn vị vận chuyển',
              <>
                {shipment.carrier_name} · Mã vận đơn{' '}
                <strong className="font-mono">{shipment.tracking_code}</strong>
                {shipment.tracking_url ? (
                  <>
                    {' '}
                    <a
                      href={shipment.tracking_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-brand-800 underline"
                    >
                      Tra cứu vận đơn
                    </a>
                  </>
                ) : null}
              </>,
            )
          : null}
      </dl>
    </section>
  )
}
