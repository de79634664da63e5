import { type Column, getTableColumns } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * Rows keyed by column name (a raw statement's, or a statement's JSON: `json_agg(t)` makes each
 * row an object keyed by column name), decoded as drizzle decodes those columns: timestamps as
 * dates, jsonb as values, each under the column's key in `columns`.
 */
export function decodeColumnRows<T>(columns: Record<string, Column>, rows: unknown): T[] {
  if (!Array.isArray(rows)) throw new TypeError('decodeColumnRows: expected an array of rows')
  const entries = Object.entries(columns)
  return rows.map((row: Record<string, unknown>) => {
    const decoded: Record<string, unknown> = {}
    for (const [key, column] of entries) {
      const value = row[column.name]
      if (value === undefined) throw new TypeError(`decodeColumnRows: no column ${column.name}`)
      decoded[key] = value === null ? null : column.mapFromDriverValue(value)
    }
    return decoded as T
  })
}

/**
 * A table's whole rows sent as JSON, decoded as drizzle's select decodes them. Lets one statement
 * carry a parent's child rows (a product's variants and pictures) instead of one per table.
 */
export function rowsFromJson<Table extends PgTable>(
  table: Table,
  rows: unknown,
): Array<Table['$inferSelect']> {
  return decodeColumnRows<Table['$inferSelect']>(getTableColumns(table), rows)
}
