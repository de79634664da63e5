import { orderMessages, type OrderStatus, type PaymentStatus } from '@phiencho/contracts'
import type { Db } from '../db/client.ts'
import type { StockLevel } from '../modules/catalog/index.ts'
import {
  changeOrderStatus,
  changePaymentStatus,
  closePendingPayments,
  findOrderRowByCode,
  lockOrder,
} from '../modules/orders/index.ts'
import { releaseOrder } from './cancel-order.ts'

/** Staff move an order along the state machine (409 otherwise); cancelling releases what it held. */
export async function changeStatusByStaff(
  db: Db,
  code: string,
  to: OrderStatus,
  change: { by: number; note?: string | undefined },
  onStockChanged?: (levels: StockLevel[]) => void,
): Promise<void> {
  const { id } = await findOrderRowByCode(db, code)
  const levels = await db.transaction(async (tx) => {
    const order = (await lockOrder(tx, id))!
    if (to === 'cancelled') {
      return releaseOrder(tx, order, {
        by: change.by,
        note: change.note ?? orderMessages.cancelledByShop,
      })
    }
    await changeOrderStatus(tx, order, to, change)
    return []
  })
  if (levels.length > 0) onStockChanged?.(levels)
}

/** Staff record a payment: a transfer seen on the statement, COD collected, a refund. */
export async function changePaymentStatusByStaff(
  db: Db,
  code: string,
  to: PaymentStatus,
): Promise<void> {
  const { id } = await findOrderRowByCode(db, code)
  await db.transaction(async (tx) => {
    const order = (await lockOrder(tx, id))!
    await changePaymentStatus(tx, order, to)
    if (to === 'paid') await closePendingPayments(tx, order.id, 'paid')
    if (to === 'failed') await closePendingPayments(tx, order.id, 'failed')
  })
}
