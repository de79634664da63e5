import { type AppliedVoucher, cartMessages, CHECKOUT_VOUCHER_FIELD } from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { HttpError, validationError } from '../../lib/errors.ts'
import {
  countCustomerRedemptions,
  type Customer,
  customerEmailKey,
  deleteRedemptions,
  findVoucherByCode,
  incrementUse,
  insertRedemption,
  type ScopedVoucher,
  type VoucherRow,
} from './vouchers.repository.ts'

export type { Customer, ScopedVoucher, VoucherRow }

/** A cart line as a voucher sees it: its product's category and what the line costs. */
export interface VoucherLine {
  categoryId: number
  amount: number
}

/**
 * What of the cart the voucher applies to: every line, or only those of products in its
 * categories (or below them). Its minimum and its discount are measured on this.
 */
export function eligibleSubtotal(voucher: ScopedVoucher, lines: readonly VoucherLine[]): number {
  if (voucher.categories.length === 0) return lines.reduce((sum, line) => sum + line.amount, 0)
  const covered = new Set(voucher.coveredCategoryIds)
  return lines
    .filter((line) => covered.has(line.categoryId))
    .reduce((sum, line) => sum + line.amount, 0)
}

/** The discount on `subtotal`, in whole đồng, never more than the subtotal. */
export function voucherDiscount(voucher: VoucherRow, subtotal: number): number {
  if (subtotal <= 0) return 0
  let discount =
    voucher.kind === 'percent' ? Math.floor((subtotal * voucher.value) / 100) : voucher.value
  if (voucher.max_discount !== null) discount = Math.min(discount, voucher.max_discount)
  return Math.max(0, Math.min(discount, subtotal))
}

export interface VoucherRefused {
  ok: false
  voucher: ScopedVoucher | undefined
  message: string
  /** The customer (account, email or phone) has used it as often as it allows. */
  perCustomer?: true
}

export type VoucherCheck = { ok: true; voucher: ScopedVoucher; discount: number } | VoucherRefused

/**
 * Whether `code` applies now to a cart of these `lines` (those counted in its subtotal). Limits
 * are read, not reserved: the order reserves its use in its own transaction (`redeemVoucher`).
 * The cart, its preview and the checkout all decide here.
 */
export async function checkVoucher(
  db: Db | Tx,
  code: string,
  input: { lines: readonly VoucherLine[]; customer: Customer; now?: Date },
): Promise<VoucherCheck> {
  const now = input.now ?? new Date()
  const voucher = await findVoucherByCode(db, code)
  const fail = (message: string): VoucherRefused => ({ ok: false, voucher, message })
  if (!voucher?.is_active) return fail(cartMessages.voucherNotFound)
  if (voucher.starts_at > now) return fail(cartMessages.voucherNotStarted)
  if (voucher.ends_at && voucher.ends_at <= now) return fail(cartMessages.voucherExpired)
  if (voucher.usage_limit !== null && voucher.used_count >= voucher.usage_limit) {
    return fail(cartMessages.voucherUsedUp)
  }
  if (
    voucher.per_customer_limit !== null &&
    (await countCustomerRedemptions(db, voucher.id, input.customer)) >= voucher.per_customer_limit
  ) {
    return {
      ...fail(cartMessages.voucherPerCustomer(voucher.per_customer_limit)),
      perCustomer: true,
    }
  }
  const subtotal = eligibleSubtotal(voucher, input.lines)
  const limited = voucher.categories.length > 0
  const categoryNames = voucher.categories.map((category) => category.name)
  if (limited && subtotal === 0) return fail(cartMessages.voucherCategories(categoryNames))
  if (subtotal < voucher.min_order_total) {
    return fail(
      limited
        ? cartMessages.voucherCategoryMinOrder(voucher.min_order_total, categoryNames)
        : cartMessages.voucherMinOrder(voucher.min_order_total),
    )
  }
  return { ok: true, voucher, discount: voucherDiscount(voucher, subtotal) }
}

export function toAppliedVoucher(voucher: VoucherRow, discount: number): AppliedVoucher {
  return {
    code: voucher.code,
    description: voucher.description,
    kind: voucher.kind,
    value: voucher.value,
    max_discount: voucher.max_discount,
    min_order_total: voucher.min_order_total,
    discount,
  }
}

/**
 * The checkout's answer to a voucher that does not apply. Used by this customer already: the
 * contact the shopper typed decides it, so it is a 422 on the voucher field; anything else is a
 * 409 (the cart changed since it was shown).
 */
export function voucherRefusal(check: VoucherRefused): HttpError {
  return check.perCustomer
    ? validationError({ [CHECKOUT_VOUCHER_FIELD]: [check.message] })
    : new HttpError(409, check.message)
}

/**
 * Records the voucher's use by an order inside the order's transaction. The total limit is a
 * conditional increment; the per-customer count (account, phone or email) is read after it, while
 * the voucher row is locked, so two orders of one customer cannot both pass. 409 when the total
 * limit was reached meanwhile, 422 on the voucher field when this customer's was.
 */
export async function redeemVoucher(
  tx: Tx,
  voucher: VoucherRow,
  use: { orderId: number; customer: Customer; discount: number },
): Promise<void> {
  if (!(await incrementUse(tx, voucher.id))) {
    throw new HttpError(409, cartMessages.voucherUsedUp)
  }
  if (
    voucher.per_customer_limit !== null &&
    (await countCustomerRedemptions(tx, voucher.id, use.customer)) >= voucher.per_customer_limit
  ) {
    throw voucherRefusal({
      ok: false,
      voucher: undefined,
      message: cartMessages.voucherPerCustomer(voucher.per_customer_limit),
      perCustomer: true,
    })
  }
  await insertRedemption(tx, {
    voucher_id: voucher.id,
    order_id: use.orderId,
    user_id: use.customer.userId,
    customer_phone: use.customer.phone,
    customer_email: use.customer.email ? customerEmailKey(use.customer.email) : null,
    amount: use.discount,
  })
}

/** A cancelled order gives its voucher use back. */
export function releaseVoucher(tx: Tx, orderId: number): Promise<void> {
  return deleteRedemptions(tx, orderId)
}
