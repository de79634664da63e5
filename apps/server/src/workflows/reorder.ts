import { cartMessages, orderMessages, reorderableStatuses } from '@phiencho/contracts'
import type { Db } from '../db/client.ts'
import { HttpError } from '../lib/errors.ts'
import { addItemUpTo, type CartRow } from '../modules/cart/index.ts'
import { findOrderItems, type OrderRow } from '../modules/orders/index.ts'

interface ReorderLine {
  name: string
  variant_name: string | null
}

export interface ReorderResult {
  added: Array<ReorderLine & { quantity: number; ordered: number }>
  skipped: Array<ReorderLine & { reason: string }>
}

/**
 * "Mua lại": puts a delivered order's lines back in the customer's cart through the cart's own add
 * path, each capped by what stock and the cart's limits leave room for; lines it refuses are
 * listed with the reason. 409 unless the order is delivered or completed (checked before the cart
 * is made).
 */
export async function reorder(
  db: Db,
  order: OrderRow,
  cartOf: () => Promise<CartRow>,
): Promise<ReorderResult> {
  if (!reorderableStatuses.includes(order.status)) {
    throw new HttpError(409, orderMessages.reorderOnlyDelivered)
  }
  const items = await findOrderItems(db, [order.id])
  const cart = await cartOf()
  const result: ReorderResult = { added: [], skipped: [] }
  for (const item of items) {
    const line = { name: item.name, variant_name: item.variant_name }
    // The product, or the size or colour bought, was deleted since.
    if (item.product_id === null || (item.variant_name !== null && item.variant_id === null)) {
      result.skipped.push({ ...line, reason: cartMessages.productUnavailable })
      continue
    }
    const outcome = await addItemUpTo(db, cart, {
      product_id: item.product_id,
      variant_id: item.variant_id,
      quantity: item.quantity,
    })
    if ('refused' in outcome) result.skipped.push({ ...line, reason: outcome.refused })
    else result.added.push({ ...line, quantity: outcome.added, ordered: item.quantity })
  }
  return result
}
