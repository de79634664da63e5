import type { AdminOrderDetail, PaymentAttemptStatus } from '@phiencho/contracts'
import { formatDateTimeVi, formatVnd } from '@phiencho/vn'

import { paymentMethodShort } from './payment-method-short'

const attemptLabels: Record<PaymentAttemptStatus, string> = {
  pending: 'Đang chờ',
  paid: 'Đã thanh toán',
  failed: 'Thất bại',
  expired: 'Hết hạn',
  refunded: 'Đã hoàn tiền',
}

/** Each payment attempt: the VietQR memo of a transfer, VNPay's references. */
export function OrderPayments({ payments }: { payments: AdminOrderDetail['payments'] }) {
  return (
    <section aria-labelledby="order-payments" className="card p-4 sm:p-5">
      <h2 id="order-payments" className="mb-3 text-lg font-semibold">
        Lần thanh toán
      </h2>
      {payments.length === 0 ? (
        <p className="text-sm text-ink-600">Chưa có lần thanh toán trực tuyến nào.</p>
      ) : (
        <ul className="space-y-3 text-sm">
          {payments.map((payment, index) => (
            <li key={index} className="rounded-lg border border-ink-200 p-3">
              <p className="font-medium">
                {paymentMethodShort[payment.provider]} · {formatVnd(payment.amount)} ·{' '}
                {attemptLabels[payment.status]}
              </p>
              <p className="text-ink-600">
                Tạo lúc {formatDateTimeVi(payment.created_at)}
                {payment.paid_at ? ` · trả lúc ${formatDateTimeVi(payment.paid_at)}` : ''}
              </p>
              {payment.memo ? (
                <p>
                  Nội dung chuyển khoản (VietQR): <span className="font-mono">{payment.memo}</span>
                </p>
              ) : null}
              {payment.reference ? (
                <p>
                  Mã giao dịch gửi VNPay: <span className="font-mono">{payment.reference}</span>
                </p>
              ) : null}
              {payment.provider_ref ? (
                <p>
                  Mã giao dịch VNPay: <span className="font-mono">{payment.provider_ref}</span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
