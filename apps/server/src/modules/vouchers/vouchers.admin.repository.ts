import {
  ADMIN_VOUCHER_REDEMPTIONS_PER_PAGE,
  ADMIN_VOUCHERS_PER_PAGE,
  type VoucherStatus,
} from '@phiencho/contracts'
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import { containsPattern } from '../../lib/like-pattern.ts'
import type { Db, Tx } from '../../db/client.ts'
import { product_categories } from '../catalog/index.ts'
import { orders } from '../orders/index.ts'
import type { VoucherCategory } from './vouchers.repository.ts'
import { voucher_categories, voucher_redemptions, vouchers } from './vouchers.tables.ts'

// The voucher console's queries. Vouchers are a few hundred rows: the status is one expression,
// read and filtered as such, so that a tab and its count cannot disagree.

/** A voucher's status at `now`, in the order `voucherStatuses` documents. */
export function statusSql(now: Date): SQL<VoucherStatus> {
  return sql<VoucherStatus>`case
    when not ${vouchers.is_active} then 'inactive'
    when ${vouchers.ends_at} <= ${now} then 'expired'
    when ${vouchers.usage_limit} is not null and ${vouchers.used_count} >= ${vouchers.usage_limit}
      then 'used_up'
    when ${vouchers.starts_at} > ${now} then 'scheduled'
    else 'active' end`
}

/** `%`, `_` and `\` match themselves in a `like` pattern. */

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  return sql`${vouchers.code} like ${containsPattern(q.toUpperCase())}`
}

const columns = (now: Date) => ({ ...getTableColumns(vouchers), status: statusSql(now) })
export type VoucherWithStatus = typeof vouchers.$inferSelect & { status: VoucherStatus }

export function selectVoucherPage(
  db: Db,
  filter: { q?: string; status?: VoucherStatus; page: number },
  now: Date,
): Promise<VoucherWithStatus[]> {
  return db
    .select(columns(now))
    .from(vouchers)
    .where(
      and(
        searchCondition(filter.q),
        filter.status ? sql`${statusSql(now)} = ${filter.status}` : undefined,
      ),
    )
    .orderBy(desc(vouchers.created_at), desc(vouchers.id))
    .limit(ADMIN_VOUCHERS_PER_PAGE)
    .offset((filter.page - 1) * ADMIN_VOUCHERS_PER_PAGE)
}

/** How many vouchers of each status match the search. */
export async function countByStatus(
  db: Db,
  q: string | undefined,
  now: Date,
): Promise<Map<VoucherStatus, number>> {
  const status = statusSql(now)
  const rows = await db
    .select({ status, n: count() })
    .from(vouchers)
    .where(searchCondition(q))
    // By position: the select's expression binds `now` apart, so PostgreSQL would not match a copy.
    .groupBy(sql`1`)
  return new Map(rows.map((row) => [row.status, row.n]))
}

export async function selectVoucher(
  db: Db | Tx,
  id: number,
  now: Date,
  forUpdate = false,
): Promise<VoucherWithStatus | undefined> {
  const query = db.select(columns(now)).from(vouchers).where(eq(vouchers.id, id))
  const [row] = await (forUpdate ? query.for('update') : query)
  return row
}

/** The categories named on each voucher, in the catalogue's order. */
export async function selectVoucherCategories(
  db: Db | Tx,
  voucherIds: number[],
): Promise<Map<number, VoucherCategory[]>> {
  const found = new Map<number, VoucherCategory[]>()
  if (voucherIds.length === 0) return found
  const c = product_categories
  const rows = await db
    .select({ voucher_id: voucher_categories.voucher_id, id: c.id, name: c.name })
    .from(voucher_categories)
    .innerJoin(c, eq(c.id, voucher_categories.category_id))
    .where(inArray(voucher_categories.voucher_id, voucherIds))
    .orderBy(asc(c.position), asc(c.id))
  for (const row of rows) {
    const list = found.get(row.voucher_id) ?? []
    list.push({ id: row.id, name: row.name })
    found.set(row.voucher_id, list)
  }
  return found
}

export async function voucherIdByCode(db: Db | Tx, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.code, code))
  return row?.id
}

/** Of these category ids, those that exist. */
export async function existingCategoryIds(db: Db | Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: product_categories.id })
    .from(product_categories)
    .where(inArray(product_categories.id, ids))
  return rows.map((row) => row.id)
}

export type VoucherValues = Omit<
  typeof vouchers.$inferInsert,
  'id' | 'used_count' | 'created_at' | 'updated_at'
>

/** The new voucher's id, or undefined when its code is taken (the unique index decides). */
export async function insertVoucher(tx: Tx, values: VoucherValues): Promise<number | undefined> {
  const [row] = await tx
    .insert(vouchers)
    .values(values)
    .onConflictDoNothing({ target: vouchers.code })
    .returning({ id: vouchers.id })
  return row?.id
}

export async function updateVoucherRow(
  tx: Tx,
  id: number,
  values: Partial<VoucherValues>,
): Promise<void> {
  await tx.update(vouchers).set(values).where(eq(vouchers.id, id))
}

export async function replaceVoucherCategories(
  tx: Tx,
  voucherId: number,
  categoryIds: number[],
): Promise<void> {
  await tx.delete(voucher_categories).where(eq(voucher_categories.voucher_id, voucherId))
  if (categoryIds.length === 0) return
  await tx
    .insert(voucher_categories)
    .values(categoryIds.map((category_id) => ({ voucher_id: voucherId, category_id })))
}

/** The orders that hold a use of the voucher, newest first. */
export async function selectRedemptionPage(db: Db, voucherId: number, page: number) {
  const r = voucher_redemptions
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order_code: orders.code,
        customer_name: orders.contact_name,
        phone: orders.contact_phone,
        amount: r.amount,
        order_total: orders.total,
        order_status: orders.status,
        redeemed_at: r.created_at,
      })
      .from(r)
      .innerJoin(orders, eq(orders.id, r.order_id))
      .where(eq(r.voucher_id, voucherId))
      .orderBy(desc(r.created_at), desc(r.id))
      .limit(ADMIN_VOUCHER_REDEMPTIONS_PER_PAGE)
      .offset((page - 1) * ADMIN_VOUCHER_REDEMPTIONS_PER_PAGE),
    db.select({ n: count() }).from(r).where(eq(r.voucher_id, voucherId)),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Every category, for the voucher form's picker. */
export function selectCategoryOptions(db: Db) {
  const c = product_categories
  return db
    .select({ id: c.id, name: c.name, parent_id: c.parent_id, status: c.status })
    .from(c)
    .orderBy(asc(c.position), asc(c.id))
}
