import { getTableColumns } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * A table's rows that a statement sent as JSON (`json_agg(t)`: each row an object keyed by column
 * name), decoded as drizzle decodes the table's own columns: timestamps as dates, jsonb as
 * values. Lets one statement carry a parent's child rows (a product's variants and pictures)
 * instead of one statement per table.
 */
export function rowsFromJson<Table extends PgTable>(
  table: Table,
  rows: unknown,
): Array<Table['$inferSelect']> {
  if (!Array.isArray(rows)) throw new TypeError('rowsFromJson: expected an array of rows')
  const columns = Object.entries(getTableColumns(table))
  return rows.map((row: Record<string, unknown>) => {
    const decoded: Record<string, unknown> = {}
    for (const [key, column] of columns) {
      const value = row[column.name]
      if (value === undefined) throw new TypeError(`rowsFromJson: no column ${column.name}`)
      decoded[key] = value === null ? null : column.mapFromDriverValue(value)
    }
    return decoded as Table['$inferSelect']
  })
}
