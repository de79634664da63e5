import { and, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { wishlist_items } from './wishlist.tables.ts'

const itemColumns = { product_id: wishlist_items.product_id, added_at: wishlist_items.created_at }

export async function findItems(db: Db, userId: number, limit: number, offset: number) {
  const mine = eq(wishlist_items.user_id, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(wishlist_items)
      .where(mine)
      .orderBy(desc(wishlist_items.created_at), desc(wishlist_items.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(wishlist_items).where(mine),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findProductIds(db: Db, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ product_id: wishlist_items.product_id })
    .from(wishlist_items)
    .where(eq(wishlist_items.user_id, userId))
    .orderBy(desc(wishlist_items.created_at), desc(wishlist_items.id))
    .limit(limit)
  return rows.map((row) => row.product_id)
}

export async function countItems(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wishlist_items)
    .where(eq(wishlist_items.user_id, userId))
  return row?.n ?? 0
}

export async function findItem(db: Db, userId: number, productId: number) {
  const [row] = await db
    .select(itemColumns)
    .from(wishlist_items)
    .where(and(eq(wishlist_items.user_id, userId), eq(wishlist_items.product_id, productId)))
  return row
}

/** Undefined when the product was already there (the unique index decides). */
export async function insertItem(db: Db, userId: number, productId: number) {
  const [row] = await db
    .insert(wishlist_items)
    .values({ user_id: userId, product_id: productId })
    .onConflictDoNothing()
    .returning(itemColumns)
  return row
}

export async function deleteItem(db: Db, userId: number, productId: number) {
  await db
    .delete(wishlist_items)
    .where(and(eq(wishlist_items.user_id, userId), eq(wishlist_items.product_id, productId)))
}
