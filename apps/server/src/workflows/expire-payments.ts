import { orderMessages } from '@phiencho/contracts'
import type { Db } from '../db/client.ts'
import {
  closePendingPayments,
  findOverdueOrderIds,
  findSettledOrderIds,
  lockPendingOrdersSkipLocked,
} from '../modules/orders/index.ts'
import { releaseOrder } from './cancel-order.ts'

const BATCH = 20

/**
 * Cancels orders whose online payment is past its deadline and releases their stock. The state
 * lives in the database (payments.expires_at), so a restart loses nothing; `skip locked` lets
 * several processes sweep at once without taking the same order, and the pending → expired
 * update plus the order state machine make a second pass a no-op. Returns the orders cancelled.
 */
export async function expireOverduePayments(db: Db, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date()
  let cancelled = 0
  for (;;) {
    const candidates = await findOverdueOrderIds(db, now, BATCH)
    if (candidates.length === 0) break
    const { done, lapsed } = await db.transaction(async (tx) => {
      const orders = await lockPendingOrdersSkipLocked(tx, candidates)
      let count = 0
      for (const order of orders) {
        // Paid (or settled) meanwhile: nothing is overdue any more.
        if ((await closePendingPayments(tx, order.id, 'expired', now)) === 0) continue
        await releaseOrder(tx, order, {
          by: null,
          note: orderMessages.paymentExpired,
          paymentFailed: true,
        })
        count += 1
      }
      // Confirmed by staff before the money came: the attempt lapses, the order stands.
      let lapsed = 0
      for (const id of await findSettledOrderIds(tx, candidates)) {
        lapsed += await closePendingPayments(tx, id, 'expired', now)
      }
      return { done: count, lapsed }
    })
    cancelled += done
    // Everything left is held by another process: let it finish.
    if (done + lapsed === 0) break
  }
  return cancelled
}
