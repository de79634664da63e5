import { adminProductMessages } from '@phiencho/contracts'
import { validationError } from '../../lib/errors.ts'

// Two saves may pass the SKU and slug checks at once; the unique indexes then refuse the second,
// which is answered as the check would have (422), not as a failure.

const fieldOf: Record<string, [string, string]> = {
  products_sku_unique: ['sku', adminProductMessages.skuTaken],
  products_slug_unique: ['slug', adminProductMessages.slugTaken],
  product_variants_sku_unique: ['variants', adminProductMessages.skuTaken],
}

/** The constraint a unique violation (23505) names, through the driver's and Drizzle's wrappers. */
function violatedConstraint(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = e as {
      code?: unknown
      constraint?: unknown
      cause?: unknown
    }
    if (code === '23505' && typeof constraint === 'string') return constraint
    e = cause
  }
  return undefined
}

export function asFieldError(error: unknown): never {
  const field = fieldOf[violatedConstraint(error) ?? '']
  if (field) throw validationError({ [field[0]]: [field[1]] })
  throw error
}
