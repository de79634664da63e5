import { orderMessages } from '@phiencho/contracts'
import type { Db, Tx } from '../db/client.ts'
import { HttpError, notFound } from '../lib/errors.ts'
import { returnStock } from '../modules/catalog/index.ts'
import { labelStockChanges } from '../modules/inventory/index.ts'
import {
  changeOrderStatus,
  changePaymentStatus,
  closePendingPayments,
  findOrderItems,
  lockOrder,
  type OrderRow,
} from '../modules/orders/index.ts'
import { releaseVoucher } from '../modules/vouchers/index.ts'

/**
 * Cancels a locked order inside the caller's transaction and gives back what it held: stock,
 * the voucher use, the pending payment attempt. The status change is the guard: a second cancel
 * fails the state machine (409), so nothing is ever released twice. Locks are taken in the order
 * every workflow uses: order, payments, voucher, products (by id).
 */
export async function releaseOrder(
  tx: Tx,
  order: OrderRow,
  change: {
    by: number | null
    note: string
    paymentFailed?: boolean
    /** `by` is a staff member (the ledger names them), not the customer. */
    byStaff?: boolean
  },
): Promise<void> {
  await changeOrderStatus(tx, order, 'cancelled', { by: change.by, note: change.note })
  await closePendingPayments(tx, order.id, 'expired')
  if (change.paymentFailed && order.payment_status === 'unpaid') {
    await changePaymentStatus(tx, order, 'failed')
  }
  await releaseVoucher(tx, order.id)
  const items = await findOrderItems(tx, [order.id])
  const lines = items.flatMap((item) =>
    item.product_id === null
      ? []
      : [{ productId: item.product_id, variantId: item.variant_id, quantity: item.quantity }],
  )
  // The ledger rows of the stock given back name the cancellation and its order (an expiry
  // releases several orders in one transaction: each names its own).
  await labelStockChanges(tx, {
    reason: 'cancel',
    orderId: order.id,
    staffId: change.byStaff ? change.by : null,
  })
  await returnStock(tx, lines)
}

/** The customer cancels their own order while it is pending. */
export async function cancelOwnOrder(
  db: Db,
  orderId: number,
  userId: number,
  reason: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order || order.user_id !== userId) throw notFound(orderMessages.notFound)
    if (order.status !== 'pending') throw new HttpError(409, orderMessages.cancelOnlyPending)
    return releaseOrder(tx, order, {
      by: userId,
      note: reason
        ? `${orderMessages.cancelledByCustomer} ${reason}`
        : orderMessages.cancelledByCustomer,
    })
  })
}
