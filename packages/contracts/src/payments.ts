import './locale.ts'

import { z } from 'zod'

import { paymentAttemptStatuses } from './payments.constants.ts'

const amount = z.number().int()

/** What the payment page (`/thanh-toan`) shows for an order. */
export const paymentInstructions = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('cod'),
    /** To pay the courier on delivery. */
    amount,
  }),
  z.object({
    method: z.literal('bank_transfer'),
    status: z.enum(paymentAttemptStatuses),
    amount,
    /** The order is cancelled and its stock released if no transfer is confirmed by then. */
    expires_at: z.string().nullable(),
    bank: z.object({
      bin: z.string(),
      name: z.string().nullable(),
      account_number: z.string(),
      account_name: z.string().nullable(),
    }),
    /** The transfer memo (nội dung chuyển khoản): the order code. */
    memo: z.string(),
    /** EMVCo VietQR payload (NAPAS 247), for apps that take the text. */
    qr_payload: z.string(),
    /** The same payload as an SVG image, `data:image/svg+xml;base64,…`. */
    qr_image: z.string(),
  }),
  z.object({
    method: z.literal('vnpay'),
    status: z.enum(paymentAttemptStatuses),
    amount,
    expires_at: z.string().nullable(),
    /** Signed VNPay URL to redirect to; null once the payment is no longer pending. */
    payment_url: z.string().nullable(),
  }),
])
export type PaymentInstructions = z.infer<typeof paymentInstructions>

/**
 * `GET /payments/vnpay/return?vnp_…`: the page VNPay sends the shopper back to passes its query
 * here; the answer says whether the signature holds and how the payment ended.
 */
export const vnpayReturnResult = z.object({
  /** The signature matched: the parameters come from VNPay. */
  valid: z.boolean(),
  /** VNPay reports a completed payment (and the order is paid). */
  success: z.boolean(),
  order_code: z.string().nullable(),
  message: z.string(),
  order_status: z.string().nullable(),
  payment_status: z.string().nullable(),
})
export type VnpayReturnResult = z.infer<typeof vnpayReturnResult>

/** VNPay's IPN answer, spelled as VNPay expects it. */
export const vnpayIpnResponse = z.object({ RspCode: z.string(), Message: z.string() })
export type VnpayIpnResponse = z.infer<typeof vnpayIpnResponse>

/** VNPay's query parameters, passed on as received (the signature covers them all). */
export const vnpayCallbackQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]))
