import type { Purchasable } from './stock.ts'

/**
 * Units of a product one line may hold beside `otherUnits` of the same product in the cart's
 * other lines (its other variants), while a flash sale limits units per order; Infinity without
 * such a limit. The cart refuses to go past it and the checkout refuses a cart that is, so a cart
 * filled before the sale started is checked again.
 */
export function saleLimitRoom(
  product: Pick<Purchasable, 'saleMaxPerOrder'>,
  otherUnits: number,
): number {
  const max = product.saleMaxPerOrder
  return max === null ? Number.POSITIVE_INFINITY : Math.max(max - otherUnits, 0)
}
