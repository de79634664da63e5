import { sql, type SQL } from 'drizzle-orm'
import { customType, integer, timestamp } from 'drizzle-orm/pg-core'

// Shared column builders. Property names are the column names (snake_case), so rows serialise to
// the JSON API without mapping.

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity()

export const timestamps = {
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}

export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})

/** A weighted, accent-insensitive tsvector part; the 'simple' config keeps Vietnamese words as typed. */
export function weighted(expression: string, weight: 'A' | 'B' | 'C' | 'D'): string {
  return `setweight(to_tsvector('simple', public.f_unaccent(${expression})), '${weight}')`
}

/** STORED generated search vector from SQL fragments written against the table's own columns. */
export function searchVector(
  parts: Array<[expression: string, weight: 'A' | 'B' | 'C' | 'D']>,
): SQL {
  return sql.raw(parts.map(([expression, weight]) => weighted(expression, weight)).join(' || '))
}
