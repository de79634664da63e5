import type { PaymentMethod } from '@phiencho/contracts'

/** The payment method in a table cell or on a slip, where the long label does not fit. */
export const paymentMethodShort: Record<PaymentMethod, string> = {
  cod: 'COD',
  bank_transfer: 'Chuyển khoản',
  vnpay: 'VNPay',
}
