import {
  type AdminOrderDetail,
  paymentMethodLabels,
  paymentStatusLabels,
  type WebsiteSettings,
} from '@phiencho/contracts'
import { formatDateTimeVi, formatVnd } from '@phiencho/vn'

import { codToCollect } from '../../order-print'
import { Barcode } from './barcode'
import { OrderTotals } from './order-items'

type Shop = Pick<WebsiteSettings, 'site_name' | 'address' | 'contact_phone'> | null

function ShopHeader({ shop }: { shop: Shop }) {
  return (
    <div>
      <p className="text-lg font-bold">{shop?.site_name ?? 'Phiên Chợ'}</p>
      {shop?.address ? <p>{shop.address}</p> : null}
      {shop?.contact_phone ? <p>Điện thoại: {shop.contact_phone}</p> : null}
    </div>
  )
}

/** A5 packing slip: who gets what, and what the courier collects. */
export function PackingSlip({ order, shop }: { order: AdminOrderDetail; shop: Shop }) {
  const cod = codToCollect(order)
  return (
    <article
      aria-label={`Phiếu giao hàng ${order.code}`}
      className="print-sheet mx-auto w-full max-w-[148mm] space-y-3 bg-white p-5 text-sm text-black print:p-0"
    >
      <div className="flex items-start justify-between gap-3 border-b border-black pb-2">
        <ShopHeader shop={shop} />
        <div className="text-right">
          <h2 className="text-base font-bold whitespace-nowrap uppercase">Phiếu giao hàng</h2>
          <p className="text-xs">{formatDateTimeVi(order.placed_at)}</p>
        </div>
      </div>
      <div className="text-center">
        <Barcode value={order.code} className="mx-auto h-14 max-w-full" />
        <p className="font-mono text-lg font-bold tracking-wider">{order.code}</p>
      </div>
      <div className="rounded border border-black p-2">
        <p className="text-xs font-semibold uppercase">Người nhận</p>
        <p className="text-base font-bold">{order.contact.name}</p>
        <p>Điện thoại: {order.contact.phone}</p>
        <p>Địa chỉ: {order.address.full}</p>
        {order.note ? <p>Ghi chú: {order.note}</p> : null}
      </div>
      {order.shipment ? (
        <p>
          Vận chuyển: {order.shipment.carrier_name} · Mã vận đơn{' '}
          <span className="font-mono font-semibold">{order.shipment.tracking_code}</span>
        </p>
      ) : null}
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-black">
            <th scope="col" className="py-1 pr-2">
              Sản phẩm
            </th>
            <th scope="col" className="py-1 text-right">
              SL
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={`${item.sku}-${index}`} className="border-b border-black/30">
              <td className="py-1 pr-2">
                {item.name}
                {item.variant_name ? ` (${item.variant_name})` : ''}
              </td>
              <td className="py-1 text-right">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="rounded border-2 border-black p-2 text-base font-bold">
        Tiền thu hộ (COD): <span data-testid="cod-amount">{formatVnd(cod)}</span>
      </p>
    </article>
  )
}

/** A4 sales receipt: the lines at their prices, the totals and the payment. */
export function SalesReceipt({ order, shop }: { order: AdminOrderDetail; shop: Shop }) {
  return (
    <article
      aria-label={`Hóa đơn bán hàng ${order.code}`}
      className="print-sheet mx-auto w-full max-w-[210mm] space-y-4 bg-white p-6 text-sm text-black print:p-0"
    >
      <div className="flex items-start justify-between gap-4 border-b border-black pb-3">
        <ShopHeader shop={shop} />
        <div className="text-right">
          <h2 className="text-xl font-bold uppercase">Hóa đơn bán hàng</h2>
          <p>
            Mã đơn: <span className="font-mono font-semibold">{order.code}</span>
          </p>
          <p>Ngày: {formatDateTimeVi(order.placed_at)}</p>
        </div>
      </div>
      <div>
        <p>
          Khách hàng: <strong>{order.contact.name}</strong> · {order.contact.phone}
        </p>
        {order.contact.email ? <p>Email: {order.contact.email}</p> : null}
        <p>Địa chỉ: {order.address.full}</p>
      </div>
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-black">
            <th scope="col" className="py-1 pr-2">
              STT
            </th>
            <th scope="col" className="py-1 pr-2">
              Sản phẩm
            </th>
            <th scope="col" className="py-1 text-right">
              Đơn giá
            </th>
            <th scope="col" className="py-1 text-right">
              SL
            </th>
            <th scope="col" className="py-1 text-right">
              Thành tiền
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={`${item.sku}-${index}`} className="border-b border-black/30 align-top">
              <td className="py-1 pr-2">{index + 1}</td>
              <td className="py-1 pr-2">
                {item.name}
                {item.variant_name ? ` (${item.variant_name})` : ''}
                <span className="block font-mono text-xs">SKU {item.sku}</span>
              </td>
              <td className="py-1 text-right whitespace-nowrap">{formatVnd(item.unit_price)}</td>
              <td className="py-1 text-right">{item.quantity}</td>
              <td className="py-1 text-right whitespace-nowrap">{formatVnd(item.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals order={order} />
      <p>
        Thanh toán: {paymentMethodLabels[order.payment_method]} ·{' '}
        {paymentStatusLabels[order.payment_status]}
      </p>
      <p className="pt-6 text-center">Cảm ơn quý khách đã mua hàng!</p>
    </article>
  )
}
