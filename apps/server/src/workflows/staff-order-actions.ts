import {
  adminOrderMessages,
  type Carrier,
  carriers,
  orderActions,
  trackingUrl,
} from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, Tx } from '../db/client.ts'
import { fieldError } from '../lib/errors.ts'
import { type AuditContext, recordAudit } from '../modules/audit/index.ts'
import { enqueueMail, type MailOutbox } from '../modules/mail-outbox/index.ts'
import {
  assertActionAllowed,
  changeOrderStatus,
  changePaymentStatus,
  closePendingPayments,
  findOrderRowByCode,
  insertHistory,
  latestHistoryId,
  lockOrder,
  orderPageUrl,
  type OrderRow,
  type OrderUpdate,
  orderUpdateMail,
  setRefundAmount,
  setShipment,
} from '../modules/orders/index.ts'
import { type CommerceSettings, getCommerceSettings } from '../modules/settings/index.ts'
import { releaseOrder } from './cancel-order.ts'

/** One staff action on one order, with what it needs. */
export type StaffOrderAction =
  | {
      action: 'confirm' | 'deliver' | 'complete' | 'transfer_received' | 'cod_collected'
      note?: string | undefined
    }
  | { action: 'hand_over'; carrier: Carrier; tracking_code: string; note?: string | undefined }
  | { action: 'cancel'; reason: string }
  | { action: 'refund'; amount: number; note?: string | undefined }

export interface StaffOrderActionDeps {
  db: Db
  /** Woken after an action whose mail to the customer was queued with it. */
  outbox: MailOutbox
  appUrl: string
  /** Signs the link of a guest's order mails. */
  appSecret: string
  log: FastifyBaseLogger
}

/** The fields of an order an action may change: what its audit row compares. */
const auditedFields = (order: OrderRow) => ({
  status: order.status,
  payment_status: order.payment_status,
  carrier: order.carrier,
  tracking_code: order.tracking_code,
  refund_amount: order.refund_amount,
  cancel_reason: order.cancel_reason,
})

const withNote = (head: string, note: string | undefined) => (note ? `${head} ${note}` : head)

/**
 * Runs a staff action on an order in one transaction: the order locked, the state machine
 * checked (409 with the reason), the change, its timeline entry with the actor, its audit row,
 * and the customer's mail for the changes they see, queued in the outbox.
 */
export async function runStaffOrderAction(
  deps: StaffOrderActionDeps,
  code: string,
  input: StaffOrderAction,
  audit: AuditContext,
): Promise<void> {
  const { db } = deps
  const { id } = await findOrderRowByCode(db, code)
  // Read before the transaction: PGlite has one connection.
  const settings = await getCommerceSettings(db)
  const by = audit.actorId
  const done = await db.transaction(async (tx) => {
    const order = (await lockOrder(tx, id))!
    assertActionAllowed(order, input.action)
    const before = auditedFields(order)
    const update = await apply(tx, order, input, by)
    await recordAudit(tx, audit, {
      action: `order.${input.action}`,
      entityType: 'order',
      entityId: order.code,
      before,
      after: auditedFields(order),
    })
    const mailed = update !== null && order.contact_email !== null
    if (mailed) await queueCustomerMail(tx, deps, settings, order, update!)
    return { mailed }
  })
  if (done.mailed) deps.outbox.wake()
}

async function apply(
  tx: Tx,
  order: OrderRow,
  input: StaffOrderAction,
  by: number,
): Promise<OrderUpdate | null> {
  switch (input.action) {
    case 'confirm':
      await changeOrderStatus(tx, order, 'confirmed', { by, note: input.note ?? null })
      return { kind: 'confirmed' }
    case 'hand_over': {
      const carrier = carriers[input.carrier].name
      await changeOrderStatus(tx, order, 'shipping', {
        by,
        note: withNote(`${carrier}, mã vận đơn ${input.tracking_code}.`, input.note),
      })
      await setShipment(tx, order.id, input.carrier, input.tracking_code)
      order.carrier = input.carrier
      order.tracking_code = input.tracking_code
      return {
        kind: 'shipped',
        carrier,
        trackingCode: input.tracking_code,
        trackingUrl: trackingUrl(input.carrier, input.tracking_code),
      }
    }
    case 'deliver':
      await changeOrderStatus(tx, order, 'delivered', { by, note: input.note ?? null })
      return { kind: 'delivered' }
    case 'complete':
      await changeOrderStatus(tx, order, 'completed', { by, note: input.note ?? null })
      return null
    case 'cancel': {
      await releaseOrder(tx, order, { by, note: input.reason, byStaff: true })
      order.cancel_reason = input.reason
      return { kind: 'cancelled', reason: input.reason }
    }
    case 'transfer_received':
    case 'cod_collected':
      await changePaymentStatus(tx, order, 'paid')
      await closePendingPayments(tx, order.id, 'paid')
      await paymentEntry(
        tx,
        order,
        by,
        withNote(`${orderActions[input.action].label}.`, input.note),
      )
      return null
    case 'refund': {
      // A paid order was paid in full: the refund is at most its total.
      if (input.amount > order.total) throw fieldError('amount', adminOrderMessages.refundTooLarge)
      await changePaymentStatus(tx, order, 'refunded')
      await setRefundAmount(tx, order.id, input.amount)
      order.refund_amount = input.amount
      await paymentEntry(
        tx,
        order,
        by,
        withNote(`Hoàn tiền ${formatVnd(input.amount)}.`, input.note),
      )
      return { kind: 'refunded', amount: input.amount }
    }
  }
}

/** A payment change keeps the status: its timeline entry goes from the status to itself. */
function paymentEntry(tx: Tx, order: OrderRow, by: number, note: string) {
  return insertHistory(tx, {
    order_id: order.id,
    from_status: order.status,
    to_status: order.status,
    changed_by: by,
    note,
  })
}

/**
 * Queues the customer's mail about `update`. Its event is the timeline entry the action wrote, so
 * a second genuine change of the same kind is mailed again while a replayed one is not.
 */
async function queueCustomerMail(
  tx: Tx,
  deps: StaffOrderActionDeps,
  settings: CommerceSettings,
  order: OrderRow,
  update: OrderUpdate,
): Promise<void> {
  const orderUrl = orderPageUrl(deps.appUrl, deps.appSecret, order)
  const entry = await latestHistoryId(tx, order.id)
  const mail = orderUpdateMail({
    to: order.contact_email!,
    name: order.contact_name,
    code: order.code,
    update,
    siteName: settings.siteName,
    orderUrl,
  })
  await enqueueMail(tx, `order:${order.code}:${update.kind}:${entry ?? order.status}`, mail)
}
