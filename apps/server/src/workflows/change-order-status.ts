import { orderMessages, type OrderStatus, type PaymentStatus } from '@phiencho/contracts'
import type { Db } from '../db/client.ts'
import { type AuditContext, recordAudit } from '../modules/audit/index.ts'
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
  audit: AuditContext,
): Promise<void> {
  const { id } = await findOrderRowByCode(db, code)
  await db.transaction(async (tx) => {
    const order = (await lockOrder(tx, id))!
    const before = { status: order.status }
    if (to === 'cancelled') {
      await releaseOrder(tx, order, {
        by: change.by,
        note: change.note ?? orderMessages.cancelledByShop,
        byStaff: true,
      })
    } else {
      await changeOrderStatus(tx, order, to, change)
    }
    await recordAudit(tx, audit, {
      action: 'order.status',
      entityType: 'order',
      entityId: order.code,
      before,
      after: { status: order.status },
    })
  })
}

/** Staff record a payment: a transfer seen on the statement, COD collected, a refund. */
export async function changePaymentStatusByStaff(
  db: Db,
  code: string,
  to: PaymentStatus,
  audit: AuditContext,
): Promise<void> {
  const { id } = await findOrderRowByCode(db, code)
  await db.transaction(async (tx) => {
    const order = (await lockOrder(tx, id))!
    const before = { payment_status: order.payment_status }
    await changePaymentStatus(tx, order, to)
    if (to === 'paid') await closePendingPayments(tx, order.id, 'paid')
    if (to === 'failed') await closePendingPayments(tx, order.id, 'failed')
    await recordAudit(tx, audit, {
      action: 'order.payment_status',
      entityType: 'order',
      entityId: order.code,
      before,
      after: { payment_status: order.payment_status },
    })
  })
}
