import { sql } from 'drizzle-orm'
import { decodeColumnRows } from '../../db/column-rows.ts'
import { preparedStatement, type Tx } from '../../db/client.ts'
import { products } from '../catalog/index.ts'
import { productEditorColumns, type ProductRow } from './product-editor.repository.ts'

/** The product's fields the editor writes. */
const EDITED_FIELDS = [
  'name',
  'slug',
  'sku',
  'category_id',
  'brand_id',
  'store_id',
  'status',
  'short_description',
  'description',
  'price',
  'planned_sale_price',
  'sale_starts_at',
  'sale_ends_at',
  'sale_max_per_order',
  'low_stock_threshold',
  'seo_title',
  'seo_description',
  'attributes',
  'option_types',
] as const satisfies ReadonlyArray<keyof typeof products.$inferInsert>

type EditedField = (typeof EDITED_FIELDS)[number]
/** Every edited field, each as the table takes it (null only where the column allows it). */
export type EditedProduct = {
  [K in EditedField]-?: Exclude<(typeof products.$inferInsert)[K], undefined>
}

const columnList = (columns: Record<string, { name: string }>) =>
  sql.join(
    Object.values(columns).map((column) => sql.identifier(column.name)),
    sql`, `,
  )

// Each value takes its column's type (PostgreSQL infers a parameter's type from the column it is
// assigned to), so the statement is the same for every save and prepared once per connection.
const updateStatement = preparedStatement<Record<string, unknown>, Record<string, unknown>>(
  'product_editor_update',
  (value) => sql`update ${products} set ${sql.join(
    EDITED_FIELDS.map((field) => sql`${sql.identifier(products[field].name)} = ${value(field)}`),
    sql`, `,
  )}, version = version + 1, updated_at = now()
    where id = ${value('id')}
    returning ${columnList(productEditorColumns)}`,
)

/**
 * Writes the editor's fields of a product, raises its version and answers the row as the editor
 * reads it (undefined when there is no such product).
 */
export async function updateEditedProduct(
  tx: Tx,
  id: number,
  values: EditedProduct,
): Promise<ProductRow | undefined> {
  const bound: Record<string, unknown> = { id }
  for (const field of EDITED_FIELDS) {
    const value = values[field]
    // As drizzle sends it: jsonb as its text, a date as ISO 8601.
    bound[field] = value === null ? null : products[field].mapToDriverValue(value as never)
  }
  const rows = await updateStatement(tx, bound)
  return decodeColumnRows<ProductRow>(productEditorColumns, rows)[0]
}
