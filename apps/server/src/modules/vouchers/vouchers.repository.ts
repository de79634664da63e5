import { and, count, eq, getTableColumns, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { voucher_redemptions, vouchers } from './vouchers.tables.ts'

export type VoucherRow = typeof vouchers.$inferSelect

export interface VoucherCategory {
  id: number
  name: string
}

/** A voucher with the categories it is limited to (none: every product). */
export interface ScopedVoucher extends VoucherRow {
  /** The categories named on the voucher, in the catalogue's order. */
  categories: VoucherCategory[]
  /** Those categories and every one below them: a product in any of these counts. */
  coveredCategoryIds: number[]
}

// Spelled out: drizzle writes a column of the only table of a select unqualified, which inside
// these sub-selects would name their own tables' columns.
const voucherIdColumn = sql.raw('"vouchers"."id"')

// Both read in the voucher's own statement: checking a code stays one round trip, in the cart
// as in the checkout's transaction. `union` (not `union all`) stops at a category met twice.
const namedCategories = sql<VoucherCategory[] | null>`(
  select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.position, c.id)
  from voucher_categories vc join product_categories c on c.id = vc.category_id
  where vc.voucher_id = ${voucherIdColumn})`
const coveredCategories = sql<number[] | null>`(
  with recursive covered (id) as (
    select vc.category_id from voucher_categories vc where vc.voucher_id = ${voucherIdColumn}
    union
    select c.id from product_categories c join covered on c.parent_id = covered.id
  )
  select json_agg(id) from covered)`

export async function findVoucherByCode(
  db: Db | Tx,
  code: string,
): Promise<ScopedVoucher | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(vouchers),
      categories: namedCategories,
      covered: coveredCategories,
    })
    .from(vouchers)
    .where(eq(vouchers.code, code.toUpperCase()))
  if (!row) return undefined
  const { categories, covered, ...voucher } = row
  return { ...voucher, categories: categories ?? [], coveredCategoryIds: covered ?? [] }
}

export interface Customer {
  userId: number | null
  /** Normalised (`normalizePhone`): `+84 912…` and `0912…` are one number. */
  phone: string | null
  /** Unknown before checkout for a guest; compared lower-cased. */
  email?: string | null | undefined
}

/** How an email is kept and compared for the per-customer limit. */
export const customerEmailKey = (email: string) => email.trim().toLowerCase()

/**
 * Redemptions of the voucher by this account, this phone number or this email: changing one of
 * them does not make a new customer. Each is an index scan (`voucher_redemptions_voucher_*_idx`).
 */
export async function countCustomerRedemptions(db: Db | Tx, voucherId: number, who: Customer) {
  const matches = [
    who.userId !== null ? eq(voucher_redemptions.user_id, who.userId) : undefined,
    who.phone !== null ? eq(voucher_redemptions.customer_phone, who.phone) : undefined,
    who.email ? eq(voucher_redemptions.customer_email, customerEmailKey(who.email)) : undefined,
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
