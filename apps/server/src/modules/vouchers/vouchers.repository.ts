import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { voucher_redemptions, vouchers } from './vouchers.tables.ts'

export type VoucherRow = typeof vouchers.$inferSelect

export async function findVoucherByCode(db: Db | Tx, code: string) {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code.toUpperCase()))
  return row
}

export interface Customer {
  userId: number | null
  phone: string | null
}

/** Redemptions of the voucher by this account or this phone number. */
export async function countCustomerRedemptions(db: Db | Tx, voucherId: number, who: Customer) {
  const matches = [
    who.userId !== null ? eq(voucher_redemptions.user_id, who.userId) : undefined,
    who.phone !== null ? eq(voucher_redemptions.customer_phone, who.phone) : undefined,
  ].filter((condition) => condition !== undefined)
  if (matches.length === 0) return 0
  const [row] = await db
    .select({ n: count() })
    .from(voucher_redemptions)
    .where(and(eq(voucher_redemptions.voucher_id, voucherId), or(...matches)))
  return row?.n ?? 0
}

/** One more use, unless the total limit is reached; locks the voucher row until commit. */
export async function incrementUse(tx: Tx, voucherId: number): Promise<boolean> {
  const rows = await tx
    .update(vouchers)
    .set({ used_count: sql`${vouchers.used_count} + 1` })
    .where(
      and(
        eq(vouchers.id, voucherId),
        or(isNull(vouchers.usage_limit), lt(vouchers.used_count, vouchers.usage_limit)),
      ),
    )
    .returning({ id: vouchers.id })
  return rows.length > 0
}

export async function insertRedemption(
  tx: Tx,
  values: typeof voucher_redemptions.$inferInsert,
): Promise<void> {
  await tx.insert(voucher_redemptions).values(values)
}

/** Removes the order's redemptions and gives their uses back. */
export async function deleteRedemptions(tx: Tx, orderId: number): Promise<void> {
  const removed = await tx
    .delete(voucher_redemptions)
    .where(eq(voucher_redemptions.order_id, orderId))
    .returning({ voucher_id: voucher_redemptions.voucher_id })
  for (const { voucher_id } of removed) {
    await tx
      .update(vouchers)
      .set({ used_count: sql`greatest(${vouchers.used_count} - 1, 0)` })
      .where(eq(vouchers.id, voucher_id))
  }
}
