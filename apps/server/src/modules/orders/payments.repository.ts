import { and, asc, desc, eq, lte } from 'drizzle-orm'
import type { PaymentAttemptStatus, PaymentMethod } from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { payments } from './payments.tables.ts'

export type PaymentRow = typeof payments.$inferSelect

/** The attempt as stored. */
export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert) {
  const [row] = await tx.insert(payments).values(values).returning({
    status: payments.status,
    amount: payments.amount,
    expires_at: payments.expires_at,
  })
  return row!
}

export async function findLatestPayment(db: Db | Tx, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.order_id, orderId))
    .orderBy(desc(payments.id))
    .limit(1)
  return row
}

/** Every payment attempt of the order, oldest first. */
export function findPayments(db: Db | Tx, orderId: number) {
  return db.select().from(payments).where(eq(payments.order_id, orderId)).orderBy(asc(payments.id))
}

export async function findPaymentByReference(
  db: Db | Tx,
  provider: PaymentMethod,
  reference: string,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.reference, reference)))
  return row
}

/** Settles a pending attempt; false when it was no longer pending (a second callback). */
export async function settlePayment(
  tx: Tx,
  id: number,
  values: {
    status: Exclude<PaymentAttemptStatus, 'pending'>
    provider_ref?: string | null
    raw_payload?: Record<string, unknown>
    paid_at?: Date | null
  },
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set(values)
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning({ id: payments.id })
  return rows.length > 0
}

/** Closes the order's pending attempts; returns how many there were. */
export async function closePendingPayments(
  tx: Tx,
  orderId: number,
  status: 'expired' | 'failed' | 'paid',
  dueBy?: Date,
): Promise<number> {
  const rows = await tx
    .update(payments)
    .set(status === 'paid' ? { status, paid_at: new Date() } : { status })
    .where(
      and(
        eq(payments.order_id, orderId),
        eq(payments.status, 'pending'),
        dueBy ? lte(payments.expires_at, dueBy) : undefined,
      ),
    )
    .returning({ id: payments.id })
  return rows.length
}

/** Orders with a pending payment past its expiry, oldest first (not locked: see the sweep). */
export async function findOverdueOrderIds(db: Db | Tx, now: Date, limit: number) {
  const rows = await db
    .selectDistinct({ order_id: payments.order_id, expires_at: payments.expires_at })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.expires_at, now)))
    .orderBy(asc(payments.expires_at))
    .limit(limit)
  return [...new Set(rows.map((row) => row.order_id))]
}

/** What the instructions and the order's due date read of the latest payment attempt. */
export type PaymentAttempt = Pick<PaymentRow, 'status' | 'amount' | 'expires_at'>

/** Until when the money is awaited: an open attempt's expiry; null when nothing is due. */
export function dueAtOf(payment: PaymentAttempt | null | undefined): Date | null {
  return payment?.status === 'pending' ? payment.expires_at : null
}

export async function paymentDueAt(db: Db, orderId: number): Promise<Date | null> {
  return dueAtOf(await findLatestPayment(db, orderId))
}
