import {
  adminProductMessages,
  type CreateProductRequest,
  type Permission,
} from '@phiencho/contracts'
import { HttpError } from '../../lib/errors.ts'
import type { ProductRow, VariantRow } from './product-editor.repository.ts'

// Prices are `price:write`'s: a save by someone without it may carry them only as they were.

type PriceInput = Pick<
  CreateProductRequest,
  'price' | 'planned_sale_price' | 'sale_starts_at' | 'sale_ends_at' | 'sale_max_per_order'
> & { variants: Array<{ price: number; planned_sale_price: number | null }> }

const instant = (value: string | Date | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).getTime()

/**
 * Whether a save sets a price other than the stored one. A new product's base prices are not
 * counted (a draft cannot exist without one), nor a new variant at the product's prices; its sale
 * fields are.
 */
export function changesPrices(
  input: PriceInput,
  before: { product: ProductRow; variants: Array<VariantRow | null> } | null,
): boolean {
  const was = before?.product
  const saleChanged =
    (was ? input.price !== was.price : false) ||
    input.planned_sale_price !== (was?.planned_sale_price ?? null) ||
    instant(input.sale_starts_at) !== instant(was?.sale_starts_at ?? null) ||
    instant(input.sale_ends_at) !== instant(was?.sale_ends_at ?? null) ||
    input.sale_max_per_order !== (was?.sale_max_per_order ?? null)
  if (saleChanged) return true
  return input.variants.some((variant, i) => {
    const kept = before?.variants[i] ?? null
    if (kept) {
      return variant.price !== kept.price || variant.planned_sale_price !== kept.planned_sale_price
    }
    return variant.price !== input.price || variant.planned_sale_price !== input.planned_sale_price
  })
}

export function assertMayChangePrices(granted: ReadonlySet<Permission>, changes: boolean): void {
  if (changes && !granted.has('price:write')) {
    throw new HttpError(403, adminProductMessages.pricePermission)
  }
}
