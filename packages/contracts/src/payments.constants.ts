// Plain values of the payment contracts, without zod (see README.md).

export const paymentMethods = ['cod', 'bank_transfer', 'vnpay'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cod: 'Thanh toán khi nhận hàng (COD)',
  bank_transfer: 'Chuyển khoản ngân hàng (VietQR)',
  vnpay: 'Thanh toán qua VNPay',
}

/** One payment attempt; the order's `payment_status` summarises its attempts. */
export const paymentAttemptStatuses = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const
export type PaymentAttemptStatus = (typeof paymentAttemptStatuses)[number]

/** An unpaid VNPay payment expires (and its stock is released) after this long. */
export const ONLINE_PAYMENT_TTL_MINUTES = 15
/** A bank transfer is checked by hand, so the order waits longer for it. */
export const BANK_TRANSFER_TTL_HOURS = 24

export const paymentMessages = {
  methodUnavailable: 'Phương thức thanh toán này tạm thời không khả dụng.',
  notAwaiting: 'Đơn hàng này không chờ thanh toán.',
  vnpaySuccess: 'Thanh toán thành công.',
  vnpayFailed: 'Thanh toán không thành công. Đơn hàng đã được hủy.',
  vnpayInvalid: 'Dữ liệu trả về từ VNPay không hợp lệ.',
  vnpayBadSignature: 'Sai chữ ký',
  amountMismatch: 'Số tiền thanh toán không khớp với đơn hàng.',
} as const
