import { orderMessages, paymentMessages, type VnpayIpnResponse } from '@phiencho/contracts'
import type { Db } from '../db/client.ts'
import {
  changeOrderStatus,
  changePaymentStatus,
  findOrderById,
  findPaymentByReference,
  lockOrder,
  settlePayment,
} from '../modules/orders/index.ts'
import type { VnpayGateway } from '../modules/payments/index.ts'
import { releaseOrder } from './cancel-order.ts'

// VNPay's IPN answers (https://sandbox.vnpayment.vn/apis/docs/thanh-toan-pay/pay.html#code-ipn-url).
export const ipnAnswers = {
  success: { RspCode: '00', Message: 'Confirm Success' },
  orderNotFound: { RspCode: '01', Message: 'Order not found' },
  alreadyConfirmed: { RspCode: '02', Message: 'Order already confirmed' },
  invalidAmount: { RspCode: '04', Message: 'Invalid amount' },
  invalidSignature: { RspCode: '97', Message: 'Invalid signature' },
  unknownError: { RspCode: '99', Message: 'Unknown error' },
} as const satisfies Record<string, VnpayIpnResponse>

export interface VnpayOutcome {
  answer: VnpayIpnResponse
  valid: boolean
  orderId: number | null
  /** VNPay's wording of its response code. */
  message: string
  /** VNPay took the money for an attempt that had expired or failed: refund by hand. */
  late?: boolean
}

/**
 * Applies a signed VNPay result (IPN, or the shopper's return, which carries the same signed
 * parameters) exactly once: the payment attempt moves from pending only once, whichever arrives
 * first; later deliveries answer 02 and change nothing. A success pays and confirms the order; a
 * failure cancels it and releases its stock and voucher.
 */
export async function applyVnpayResult(
  deps: { db: Db; vnpay: VnpayGateway | null },
  query: Record<string, unknown>,
): Promise<VnpayOutcome> {
  const { db, vnpay } = deps
  const outcome = (answer: VnpayIpnResponse, extra: Partial<VnpayOutcome> = {}): VnpayOutcome => ({
    answer,
    valid: false,
    orderId: null,
    message: paymentMessages.vnpayInvalid,
    ...extra,
  })
  if (!vnpay) return outcome(ipnAnswers.unknownError)
  const result = vnpay.verify(query)
  if (!result.valid) return outcome(ipnAnswers.invalidSignature)
  const valid = { valid: true, message: result.message }
  if (!result.txnRef) return outcome(ipnAnswers.orderNotFound, valid)
  const payment = await findPaymentByReference(db, 'vnpay', result.txnRef)
  if (!payment) return outcome(ipnAnswers.orderNotFound, valid)
  const known = { ...valid, orderId: payment.order_id }
  if (result.amount !== payment.amount) return outcome(ipnAnswers.invalidAmount, known)
  if (payment.status !== 'pending') {
    const late = result.success && payment.status !== 'paid'
    return outcome(ipnAnswers.alreadyConfirmed, { ...known, late })
  }

  const answer = await db.transaction(async (tx) => {
    const order = (await lockOrder(tx, payment.order_id))!
    const settled = await settlePayment(tx, payment.id, {
      status: result.success ? 'paid' : 'failed',
      provider_ref: result.success ? result.transactionNo : null,
      raw_payload: result.params,
      paid_at: result.success ? new Date() : null,
    })
    // Expired, cancelled or settled by a delivery that got here first.
    if (!settled) return ipnAnswers.alreadyConfirmed
    if (result.success) {
      await changePaymentStatus(tx, order, 'paid')
      if (order.status === 'pending') {
        await changeOrderStatus(tx, order, 'confirmed', {
          by: null,
          note: orderMessages.paidByVnpay,
        })
      }
      return ipnAnswers.success
    }
    await changePaymentStatus(tx, order, 'failed')
    if (order.status === 'pending') {
      await releaseOrder(tx, order, { by: null, note: `VNPay: ${result.message}` })
    }
    return ipnAnswers.success
  })
  return outcome(answer, known)
}

/** The order's state after a callback, for the return page. */
export async function orderAfterCallback(db: Db, orderId: number | null) {
  return orderId === null ? undefined : findOrderById(db, orderId)
}
