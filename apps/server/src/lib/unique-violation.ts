import { validationError } from './errors.ts'

// Two saves may pass a uniqueness check (a slug, a SKU) at once; the unique index then refuses the
// second, which is answered as the check would have (422), not as a failure. The error surfaces
// when the transaction ends, so the handler goes on the transaction's promise.

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

/**
 * A rejection handler: a violation of one of `fields`' unique indexes becomes a 422 on its field
 * (`{ index: [field, message] }`); anything else is thrown on.
 */
export function uniqueViolationAsFieldError(fields: Record<string, readonly [string, string]>) {
  return (error: unknown): never => {
    const field = fields[violatedConstraint(error) ?? '']
    if (field) throw validationError({ [field[0]]: [field[1]] })
    throw error
  }
}
