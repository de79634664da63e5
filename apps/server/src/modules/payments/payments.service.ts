import {
  BANK_TRANSFER_TTL_HOURS,
  ONLINE_PAYMENT_TTL_MINUTES,
  type PaymentInstructions,
  type PaymentMethod,
} from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { findLatestPayment, insertPayment, type PaymentAttempt } from '../orders/index.ts'
import type { CommerceSettings } from '../settings/index.ts'
import { vietQr } from './bank-transfer.ts'
import type { VnpayGateway } from './vnpay.ts'

/** How long the order waits for the money; null: nothing to wait for (COD). */
export function paymentWindowMs(method: PaymentMethod): number | null {
  if (method === 'vnpay') return ONLINE_PAYMENT_TTL_MINUTES * 60_000
  if (method === 'bank_transfer') return BANK_TRANSFER_TTL_HOURS * 3_600_000
  return null
}

/**
 * Opens the payment attempt of a new order, in the order's transaction. The order code is the
 * reference: VNPay's vnp_TxnRef and the bank transfer memo.
 */
export async function openPayment(
  tx: Tx,
  order: { id: number; code: string; total: number; method: PaymentMethod },
  now: Date,
): Promise<PaymentAttempt | null> {
  const window = paymentWindowMs(order.method)
  if (window === null || order.total <= 0) return null
  return insertPayment(tx, {
    order_id: order.id,
    provider: order.method,
    amount: order.total,
    reference: order.code,
    expires_at: new Date(now.getTime() + window),
  })
}

export interface InstructionContext {
  /** The latest attempt when the caller has it (null: none); read from the database otherwise. */
  payment?: PaymentAttempt | null
  settings: CommerceSettings
  vnpay: VnpayGateway | null
  /** The shopper's address, which VNPay wants in vnp_IpAddr. */
  ip: string
  now?: Date
  /** false: leave the VietQR code out (`withVietQr` adds it later). Default true. */
  qr?: boolean
}

/**
 * Bank-transfer instructions with their VietQR code (made for the shop's bank account, the amount
 * and the memo); other instructions as they are.
 */
export async function withVietQr(
  instructions: PaymentInstructions,
  settings: CommerceSettings,
): Promise<PaymentInstructions> {
  if (instructions.method !== 'bank_transfer' || !settings.bank) return instructions
  const qr = await vietQr(settings.bank, instructions.amount, instructions.memo)
  return { ...instructions, qr_payload: qr.payload, qr_image: qr.image }
}

/** What the payment page shows: nothing to do (COD), a VietQR code, or the VNPay link. */
export async function paymentInstructions(
  db: Db,
  order: { id: number; code: string; total: number; payment_method: PaymentMethod; status: string },
  context: InstructionContext,
): Promise<PaymentInstructions> {
  if (order.payment_method === 'cod') return { method: 'cod', amount: order.total }
  const payment =
    context.payment !== undefined
      ? (context.payment ?? undefined)
      : await findLatestPayment(db, order.id)
  const status = payment?.status ?? 'paid'
  const expiresAt = payment?.expires_at ?? null
  if (order.payment_method === 'bank_transfer') {
    const bank = context.settings.bank
    const instructions: PaymentInstructions = {
      method: 'bank_transfer',
      status,
      amount: order.total,
      expires_at: expiresAt?.toISOString() ?? null,
      bank: {
        bin: bank?.bin ?? '',
        name: bank?.name ?? null,
        account_number: bank?.accountNumber ?? '',
        account_name: bank?.accountName ?? null,
      },
      memo: order.code,
      qr_payload: '',
      qr_image: '',
    }
    return context.qr === false ? instructions : withVietQr(instructions, context.settings)
  }
  const now = context.now ?? new Date()
  const open =
    payment?.status === 'pending' &&
    order.status === 'pending' &&
    expiresAt !== null &&
    expiresAt > now &&
    context.vnpay !== null
  return {
    method: 'vnpay',
    status,
    amount: order.total,
    expires_at: expiresAt?.toISOString() ?? null,
    payment_url: open
      ? context.vnpay!.paymentUrl({
          orderCode: order.code,
          amount: payment.amount,
          ip: context.ip,
          createdAt: now,
          expiresAt: expiresAt!,
        })
      : null,
  }
}
