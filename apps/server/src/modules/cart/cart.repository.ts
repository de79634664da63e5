import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import { type Db, preparedStatement, type Tx } from '../../db/client.ts'
import { cart_items, carts } from './cart.tables.ts'

export interface CartRow {
  id: number
  voucher_code: string | null
}
export type CartItemRow = Pick<
  typeof cart_items.$inferSelect,
  'id' | 'product_id' | 'variant_id' | 'quantity' | 'seen_unit_price'
>

const cartColumns = { id: carts.id, voucher_code: carts.voucher_code }
const itemColumns = {
  id: cart_items.id,
  product_id: cart_items.product_id,
  variant_id: cart_items.variant_id,
  quantity: cart_items.quantity,
  seen_unit_price: cart_items.seen_unit_price,
}

export type CartOwner = { userId: number } | { tokenHash: string }

const ownerIs = (owner: CartOwner) =>
  'userId' in owner ? eq(carts.user_id, owner.userId) : eq(carts.token_hash, owner.tokenHash)

export async function findCart(db: Db | Tx, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await db.select(cartColumns).from(carts).where(ownerIs(owner))
  return row
}

/** The owner's cart, made on first use; two first uses at once end with the same cart. */
export async function findOrCreateCart(db: Db | Tx, owner: CartOwner): Promise<CartRow> {
  const existing = await findCart(db, owner)
  if (existing) return existing
  const [created] = await db
    .insert(carts)
    .values('userId' in owner ? { user_id: owner.userId } : { token_hash: owner.tokenHash })
    .onConflictDoNothing()
    .returning(cartColumns)
  return created ?? (await findCart(db, owner))!
}

// Every checkout starts here: prepared, so PostgreSQL plans it once per connection.
const lockCartOfUser = preparedStatement<CartRow, { userId: number }>(
  'lock_cart_of_user',
  (value) => sql`select id, voucher_code from carts where user_id = ${value('userId')} for update`,
)
const lockCartOfGuest = preparedStatement<CartRow, { tokenHash: string }>(
  'lock_cart_of_guest',
  (value) =>
    sql`select id, voucher_code from carts where token_hash = ${value('tokenHash')} for update`,
)

/** Locks the owner's cart row until commit: one checkout of a cart at a time. */
export async function lockCartOf(tx: Tx, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await ('userId' in owner ? lockCartOfUser(tx, owner) : lockCartOfGuest(tx, owner))
  return row
}

export function findItems(db: Db | Tx, cartId: number): Promise<CartItemRow[]> {
  return db
    .select(itemColumns)
    .from(cart_items)
    .where(eq(cart_items.cart_id, cartId))
    .orderBy(asc(cart_items.created_at), asc(cart_items.id))
}

export async function findItem(db: Db | Tx, cartId: number, itemId: number) {
  const [row] = await db
    .select(itemColumns)
    .from(cart_items)
    .where(and(eq(cart_items.cart_id, cartId), eq(cart_items.id, itemId)))
  return row
}

export async function findLine(
  db: Db | Tx,
  cartId: number,
  productId: number,
  variantId: number | null,
) {
  const [row] = await db
    .select(itemColumns)
    .from(cart_items)
    .where(
      and(
        eq(cart_items.cart_id, cartId),
        eq(cart_items.product_id, productId),
        variantId === null ? isNull(cart_items.variant_id) : eq(cart_items.variant_id, variantId),
      ),
    )
  return row
}

export async function countLines(db: Db | Tx, cartId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cart_items)
    .where(eq(cart_items.cart_id, cartId))
  return row?.n ?? 0
}

export async function sumQuantities(db: Db, cartId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cart_items.quantity}), 0)::int` })
    .from(cart_items)
    .where(eq(cart_items.cart_id, cartId))
  return row?.n ?? 0
}

/** Sets a line's quantity, adding the line when it is new (the unique line index decides). */
export async function upsertLine(
  db: Db | Tx,
  line: {
    cartId: number
    productId: number
    variantId: number | null
    quantity: number
    seenUnitPrice: number | null
  },
): Promise<void> {
  await db
    .insert(cart_items)
    .values({
      cart_id: line.cartId,
      product_id: line.productId,
      variant_id: line.variantId,
      quantity: line.quantity,
      seen_unit_price: line.seenUnitPrice,
    })
    .onConflictDoUpdate({
      target: [cart_items.cart_id, cart_items.product_id, cart_items.variant_id],
      set: {
        quantity: line.quantity,
        seen_unit_price: line.seenUnitPrice,
        updated_at: new Date(),
      },
    })
}

export async function updateItem(
  db: Db | Tx,
  cartId: number,
  itemId: number,
  values: { quantity: number; seen_unit_price: number | null },
): Promise<boolean> {
  const rows = await db
    .update(cart_items)
    .set(values)
    .where(and(eq(cart_items.cart_id, cartId), eq(cart_items.id, itemId)))
    .returning({ id: cart_items.id })
  return rows.length > 0
}

export async function deleteItems(db: Db | Tx, cartId: number, itemIds?: number[]): Promise<void> {
  if (itemIds?.length === 0) return
  await db
    .delete(cart_items)
    .where(
      itemIds
        ? and(eq(cart_items.cart_id, cartId), inArray(cart_items.id, itemIds))
        : eq(cart_items.cart_id, cartId),
    )
}

/** After an order: its lines leave the cart and so does the voucher, in one statement. */
export async function setVoucherCode(
  db: Db | Tx,
  cartId: number,
  code: string | null,
): Promise<void> {
  await db.update(carts).set({ voucher_code: code }).where(eq(carts.id, cartId))
}

export async function touchCart(db: Db | Tx, cartId: number): Promise<void> {
  await db.update(carts).set({ updated_at: new Date() }).where(eq(carts.id, cartId))
}

export async function deleteCart(db: Db | Tx, cartId: number): Promise<void> {
  await db.delete(carts).where(eq(carts.id, cartId))
}

/** Guest carts untouched for `olderThan`: abandoned. */
export async function deleteStaleGuestCarts(db: Db, olderThan: Date): Promise<number> {
  const rows = await db
    .delete(carts)
    .where(and(isNull(carts.user_id), lt(carts.updated_at, olderThan)))
    .returning({ id: carts.id })
  return rows.length
}
