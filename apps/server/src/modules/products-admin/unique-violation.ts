import { adminProductMessages } from '@phiencho/contracts'
import { uniqueViolationAsFieldError } from '../../lib/unique-violation.ts'

/** A product's SKU or slug taken by a save that ran at the same time: 422 on the field. */
export const asFieldError = uniqueViolationAsFieldError({
  products_sku_unique: ['sku', adminProductMessages.skuTaken],
  products_slug_unique: ['slug', adminProductMessages.slugTaken],
  product_variants_sku_unique: ['variants', adminProductMessages.skuTaken],
})
