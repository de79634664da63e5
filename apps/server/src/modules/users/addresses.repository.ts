import { and, count, desc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { addresses } from './users.tables.ts'

export type AddressRow = typeof addresses.$inferSelect
export type AddressValues = Pick<
  typeof addresses.$inferInsert,
  'recipient_name' | 'phone' | 'province_code' | 'ward_code' | 'street' | 'is_default'
>

export function findAddresses(db: Db, userId: number) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.user_id, userId))
    .orderBy(desc(addresses.is_default), desc(addresses.created_at), desc(addresses.id))
}

export async function findAddress(db: Db | Tx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.user_id, userId), eq(addresses.id, id)))
  return row
}

export async function countAddresses(db: Db | Tx, userId: number) {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.user_id, userId))
  return row?.n ?? 0
}

/** Same recipient, phone and place: saving it again changes nothing. */
export async function findSameAddress(db: Db | Tx, userId: number, values: AddressValues) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.user_id, userId),
        eq(addresses.recipient_name, values.recipient_name),
        eq(addresses.phone, values.phone),
        eq(addresses.ward_code, values.ward_code),
        eq(addresses.street, values.street),
      ),
    )
  return row
}

export async function clearDefault(tx: Tx, userId: number) {
  await tx
    .update(addresses)
    .set({ is_default: false })
    .where(and(eq(addresses.user_id, userId), eq(addresses.is_default, true)))
}

export async function insertAddress(tx: Tx, userId: number, values: AddressValues) {
  const [row] = await tx
    .insert(addresses)
    .values({ ...values, user_id: userId })
    .returning()
  return row!
}

export async function updateAddress(tx: Tx, userId: number, id: number, values: AddressValues) {
  const [row] = await tx
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.user_id, userId), eq(addresses.id, id)))
    .returning()
  return row
}

/** Whether the user had that address (someone else's counts as none). */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.user_id, userId), eq(addresses.id, id)))
    .returning({ id: addresses.id })
  return rows.length > 0
}
