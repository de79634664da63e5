import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm'
import type { OrderStatus, PaymentStatus } from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { users } from '../users/index.ts'
import { order_items, order_status_history, orders } from './orders.tables.ts'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof order_items.$inferSelect
export type OrderHistoryRow = typeof order_status_history.$inferSelect
export type NewOrder = typeof orders.$inferInsert

export async function findOrderIdByIdempotencyKey(db: Db | Tx, key: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.idempotency_key, key))
  return row?.id
}

export async function insertHistory(
  tx: Tx,
  row: typeof order_status_history.$inferInsert,
): Promise<OrderHistoryRow> {
  const [stored] = await tx.insert(order_status_history).values(row).returning()
  return stored!
}

/** The id of the order's latest timeline entry (the order locked, the one just written). */
export async function latestHistoryId(tx: Tx, orderId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: order_status_history.id })
    .from(order_status_history)
    .where(eq(order_status_history.order_id, orderId))
    .orderBy(desc(order_status_history.id))
    .limit(1)
  return row?.id
}

export async function findOrderByCode(db: Db | Tx, code: string) {
  const [row] = await db.select().from(orders).where(eq(orders.code, code))
  return row
}

export async function findOrderById(db: Db | Tx, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  return row
}

/** The order row, locked until commit: every change of an order starts here. */
export async function lockOrder(tx: Tx, id: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
  return row
}

/** Of `ids`, the pending orders no other transaction holds, locked (a sweep's share). */
export async function lockPendingOrdersSkipLocked(tx: Tx, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return []
  return tx
    .select()
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.status, 'pending')))
    .orderBy(asc(orders.id))
    .for('update', { skipLocked: true })
}

export function findItems(db: Db | Tx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(order_items)
    .where(inArray(order_items.order_id, orderIds))
    .orderBy(asc(order_items.order_id), asc(order_items.id))
}

export function findHistory(db: Db | Tx, orderId: number) {
  return db
    .select()
    .from(order_status_history)
    .where(eq(order_status_history.order_id, orderId))
    .orderBy(asc(order_status_history.created_at), asc(order_status_history.id))
}

export async function findOrdersOfUser(
  db: Db,
  userId: number,
  page: {
    limit: number
    offset: number
    status?: OrderStatus | undefined
    statuses?: readonly OrderStatus[] | undefined
  },
) {
  const conditions: SQL[] = [eq(orders.user_id, userId)]
  if (page.status) conditions.push(eq(orders.status, page.status))
  if (page.statuses) conditions.push(inArray(orders.status, [...page.statuses]))
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.placed_at), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** How many orders of this customer are in each status, in one statement. */
export async function countOrdersOfUserByStatus(
  db: Db,
  userId: number,
): Promise<Array<{ status: OrderStatus; n: number }>> {
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.user_id, userId))
    .groupBy(orders.status)
}

export async function setStatus(
  tx: Tx,
  id: number,
  values: { status: OrderStatus; cancelled_at?: Date; cancel_reason?: string | null },
) {
  await tx.update(orders).set(values).where(eq(orders.id, id))
}

/** The parcel handed over: its carrier and tracking code. */
export async function setShipment(tx: Tx, id: number, carrier: string, trackingCode: string) {
  await tx.update(orders).set({ carrier, tracking_code: trackingCode }).where(eq(orders.id, id))
}

export async function setRefundAmount(tx: Tx, id: number, amount: number) {
  await tx.update(orders).set({ refund_amount: amount }).where(eq(orders.id, id))
}

/** Who wrote each timeline entry: the names of these users, by id. */
export async function findUserNames(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids))
  return new Map(rows.map((row) => [row.id, row.name]))
}

export async function setPaymentStatus(tx: Tx, id: number, paymentStatus: PaymentStatus) {
  await tx.update(orders).set({ payment_status: paymentStatus }).where(eq(orders.id, id))
}

/** Of `ids`, the orders that are no longer pending (a staff member moved them on). */
export async function findSettledOrderIds(db: Db | Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, ids), ne(orders.status, 'pending')))
  return rows.map((row) => row.id)
}
