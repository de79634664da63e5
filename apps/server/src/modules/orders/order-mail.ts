import {
  type OrderDetail,
  paymentMethodLabels,
  type PaymentInstructions,
  shippingMethodLabels,
} from '@phiencho/contracts'
import { formatDateTimeVi, formatVnd } from '@phiencho/vn'
import type { MailMessage } from '../../lib/mailer.ts'
import { escapeHtml } from '../../lib/mail-text.ts'

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

/** The changes of an order the customer is told about by mail. */
export type OrderUpdate =
  | { kind: 'confirmed' }
  | { kind: 'shipped'; carrier: string; trackingCode: string; trackingUrl: string | null }
  | { kind: 'delivered' }
  | { kind: 'cancelled'; reason: string }
  | { kind: 'refunded'; amount: number }

function updateLines(update: OrderUpdate, code: string): { subject: string; lines: string[] } {
  switch (update.kind) {
    case 'confirmed':
      return {
        subject: `Đơn hàng ${code} đã được xác nhận`,
        lines: [`Đơn hàng ${code} đã được xác nhận. Chúng tôi đang chuẩn bị hàng để giao cho bạn.`],
      }
    case 'shipped':
      return {
        subject: `Đơn hàng ${code} đang được giao`,
        lines: [
          `Đơn hàng ${code} đã được giao cho ${update.carrier}.`,
          `Mã vận đơn: ${update.trackingCode}`,
          update.trackingUrl ? `Theo dõi đơn hàng: ${update.trackingUrl}` : '',
        ],
      }
    case 'delivered':
      return {
        subject: `Đơn hàng ${code} đã được giao`,
        lines: [`Đơn hàng ${code} đã được giao thành công. Cảm ơn bạn đã mua sắm!`],
      }
    case 'cancelled':
      return {
        subject: `Đơn hàng ${code} đã bị hủy`,
        lines: [`Đơn hàng ${code} đã bị hủy.`, `Lý do: ${update.reason}`],
      }
    case 'refunded':
      return {
        subject: `Đơn hàng ${code} đã được hoàn tiền`,
        lines: [`Chúng tôi đã hoàn ${formatVnd(update.amount)} cho đơn hàng ${code}.`],
      }
  }
}

const URL_IN_LINE = /(https?:\/\/\S+)$/

/** The mail telling the customer that their order moved on (confirmed, shipped, …). */
export function orderUpdateMail(input: {
  to: string
  name: string
  code: string
  update: OrderUpdate
  siteName: string
  orderUrl: string
}): MailMessage {
  const { to, name, code, update, siteName, orderUrl } = input
  const { subject, lines } = updateLines(update, code)
  const body = lines.filter(Boolean)
  const text = [`Xin chào ${name},`, '', ...body, '', `Xem đơn hàng: ${orderUrl}`].join('\n')
  const htmlLine = (line: string) => {
    const match = URL_IN_LINE.exec(line)
    if (!match) return escapeHtml(line)
    const url = match[1]!
    return `${escapeHtml(line.slice(0, match.index))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`
  }
  const html = `<p>Xin chào ${escapeHtml(name)},</p>
<p>${body.map(htmlLine).join('<br>')}</p>
<p><a href="${escapeHtml(orderUrl)}">Xem đơn hàng</a></p>`
  return { to, subject: `[${siteName}] ${subject}`, text, html }
}
