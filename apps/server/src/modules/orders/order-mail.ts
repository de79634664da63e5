import {
  type OrderDetail,
  paymentMethodLabels,
  type PaymentInstructions,
  shippingMethodLabels,
} from '@phiencho/contracts'
import { formatDateTimeVi, formatVnd } from '@phiencho/vn'
import type { MailMessage } from '../../lib/mailer.ts'

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function paymentLines(payment: PaymentInstructions): string[] {
  if (payment.method === 'cod') {
    return [`Vui lòng chuẩn bị ${formatVnd(payment.amount)} để thanh toán khi nhận hàng.`]
  }
  if (payment.method === 'bank_transfer') {
    return [
      'Vui lòng chuyển khoản:',
      `  Ngân hàng: ${payment.bank.name ?? payment.bank.bin}`,
      `  Số tài khoản: ${payment.bank.account_number}`,
      `  Chủ tài khoản: ${payment.bank.account_name ?? ''}`,
      `  Số tiền: ${formatVnd(payment.amount)}`,
      `  Nội dung: ${payment.memo}`,
      payment.expires_at
        ? `Đơn hàng sẽ tự hủy nếu chưa nhận được tiền trước ${formatDateTimeVi(payment.expires_at)}.`
        : '',
    ]
  }
  return [
    payment.expires_at
      ? `Vui lòng hoàn tất thanh toán qua VNPay trước ${formatDateTimeVi(payment.expires_at)}, nếu không đơn hàng sẽ tự hủy.`
      : 'Thanh toán qua VNPay.',
  ]
}

/** The confirmation sent when an order is placed. */
export function orderConfirmationMail(input: {
  to: string
  order: OrderDetail
  payment: PaymentInstructions
  siteName: string
  orderUrl: string
}): MailMessage {
  const { to, order, payment, siteName, orderUrl } = input
  const items = order.items.map(
    (item) =>
      `- ${item.name}${item.variant_name ? ` (${item.variant_name})` : ''} × ${item.quantity}: ${formatVnd(item.line_total)}`,
  )
  const totals = [
    `Tạm tính: ${formatVnd(order.subtotal)}`,
    order.discount > 0
      ? `Giảm giá${order.voucher_code ? ` (${order.voucher_code})` : ''}: -${formatVnd(order.discount)}`
      : '',
    `Phí vận chuyển (${shippingMethodLabels[order.shipping_method]}): ${formatVnd(order.shipping_fee)}`,
    `Tổng cộng: ${formatVnd(order.total)}`,
  ].filter(Boolean)
  const text = [
    `Xin chào ${order.contact.name},`,
    '',
    `Cảm ơn bạn đã đặt hàng tại ${siteName}. Mã đơn hàng của bạn là ${order.code}.`,
    '',
    ...items,
    '',
    ...totals,
    '',
    `Giao đến: ${order.contact.name}, ${order.contact.phone}, ${order.address.full}`,
    `Thanh toán: ${paymentMethodLabels[order.payment_method]}`,
    ...paymentLines(payment).filter(Boolean),
    '',
    `Xem đơn hàng: ${orderUrl}`,
  ].join('\n')
  const html = `<p>Xin chào ${escapeHtml(order.contact.name)},</p>
<p>Cảm ơn bạn đã đặt hàng tại ${escapeHtml(siteName)}. Mã đơn hàng của bạn là <strong>${escapeHtml(order.code)}</strong>.</p>
<ul>${items.map((line) => `<li>${escapeHtml(line.slice(2))}</li>`).join('')}</ul>
<p>${totals.map(escapeHtml).join('<br>')}</p>
<p>Giao đến: ${escapeHtml(`${order.contact.name}, ${order.contact.phone}, ${order.address.full}`)}<br>
Thanh toán: ${escapeHtml(paymentMethodLabels[order.payment_method])}<br>
${paymentLines(payment).filter(Boolean).map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(orderUrl)}">Xem đơn hàng</a></p>`
  return { to, subject: `[${siteName}] Xác nhận đơn hàng ${order.code}`, text, html }
}
