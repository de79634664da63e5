import type { PaymentInstructions } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'
import { useState } from 'react'

const TIME = new Intl.DateTimeFormat('vi-VN', {
  timeStyle: 'short',
  dateStyle: 'short',
  timeZone: 'Asia/Ho_Chi_Minh',
})

function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      className="rounded-md border border-ink-300 px-2 py-1 text-xs font-medium text-ink-800 hover:bg-ink-100"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true))
      }}
    >
      {copied ? 'Đã chép' : 'Sao chép'}
      <span className="sr-only"> {what}</span>
    </button>
  )
}

/** What the shopper does next to pay: nothing now (COD), a VietQR transfer, or VNPay. */
export function PaymentInstructionsPanel({ payment }: { payment: PaymentInstructions }) {
  if (payment.method === 'cod') {
    return (
      <p className="text-ink-800">
        Thanh toán <strong>{formatVnd(payment.amount)}</strong> bằng tiền mặt khi nhận hàng.
      </p>
    )
  }
  if (payment.method === 'vnpay') {
    return payment.payment_url ? (
      <div className="space-y-2">
        <p className="text-ink-800">
          Thanh toán <strong>{formatVnd(payment.amount)}</strong> qua cổng VNPay
          {payment.expires_at ? ` trước ${TIME.format(new Date(payment.expires_at))}` : ''}.
        </p>
        <a href={payment.payment_url} className="btn btn-primary">
          Thanh toán qua VNPay
        </a>
      </div>
    ) : (
      <p className="text-ink-800">
        Thanh toán VNPay: {payment.status === 'paid' ? 'đã nhận.' : 'không còn hiệu lực.'}
      </p>
    )
  }
  const rows: Array<[string, string, boolean]> = [
    ['Ngân hàng', payment.bank.name ?? payment.bank.bin, false],
    ['Số tài khoản', payment.bank.account_number, true],
    ['Chủ tài khoản', payment.bank.account_name ?? '', false],
    ['Số tiền', formatVnd(payment.amount), false],
    ['Nội dung chuyển khoản', payment.memo, true],
  ]
  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-start">
      <img
        src={payment.qr_image}
        alt={`Mã VietQR chuyển ${formatVnd(payment.amount)} cho đơn ${payment.memo}`}
        width={192}
        height={192}
        className="mx-auto size-48 rounded-lg border border-ink-200 bg-white p-2"
      />
      <div className="space-y-2 text-sm">
        <p className="text-ink-800">
          Quét mã bằng ứng dụng ngân hàng, hoặc chuyển khoản theo thông tin dưới đây
          {payment.expires_at ? ` trước ${TIME.format(new Date(payment.expires_at))}` : ''}.
        </p>
        <dl className="divide-y divide-ink-200 rounded-lg border border-ink-200">
          {rows.map(([label, value, copy]) => (
            <div key={label} className="flex items-center justify-between gap-3 px-3 py-2">
              <dt className="text-ink-600">{label}</dt>
              <dd className="flex items-center gap-2 text-right font-semibold text-ink-900">
                {value}
                {copy ? <CopyButton text={value} what={label.toLowerCase()} /> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  )
}
