import { CART_QUANTITY_MAX } from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../lib/errors.ts'
import { findPurchasables, refKey, saleLimitRoom } from '../catalog/index.ts'
import { findItems } from './cart.repository.ts'
import { addItem, type CartRow } from './cart.service.ts'

/**
 * Adds up to `quantity` units, as many as stock, the line's limit (99) and a flash sale's per-order
 * limit leave room for: "Mua lại" of a past order. `addItem` decides; what it refuses (no longer
 * sold, sold out, a full line or cart) comes back as its message instead of an error.
 */
export async function addItemUpTo(
  db: Db,
  cart: CartRow,
  input: { product_id: number; variant_id: number | null; quantity: number },
): Promise<{ added: number } | { refused: string }> {
  const ref = { productId: input.product_id, variantId: input.variant_id }
  const product = (await findPurchasables(db, [ref])).get(refKey(ref))
  let quantity = input.quantity
  if (product) {
    const lines = (await findItems(db, cart.id)).filter((row) => row.product_id === ref.productId)
    const inCart = lines.find((row) => row.variant_id === ref.variantId)?.quantity ?? 0
    const otherUnits = lines.reduce((sum, row) => sum + row.quantity, 0) - inCart
    const room = Math.min(CART_QUANTITY_MAX, product.stock, saleLimitRoom(product, otherUnits))
    // At least one unit is asked for, so that a line without room is refused with its reason.
    quantity = Math.max(1, Math.min(quantity, room - inCart))
  }
  try {
    await addItem(db, cart, { ...input, quantity })
    return { added: quantity }
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return { refused: error.message }
    throw error
  }
}
