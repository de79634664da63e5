import { bigint, index, integer, pgEnum, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import { product_variants, products } from '../catalog/catalog.tables.ts'
import { orders } from '../orders/orders.tables.ts'
import { users } from '../users/users.tables.ts'

/**
 * Why a stock changed. Staff choose receive (nhập hàng), count (kiểm kê), damage (hư hỏng) and
 * return (trả hàng); the shop writes sale and cancel, a new product or variant initial, an import
 * import; other is a change made without a reason (a script, by hand in SQL).
 */
export const stockReason = pgEnum('stock_reason', [
  'initial',
  'receive',
  'count',
  'damage',
  'return',
  'sale',
  'cancel',
  'import',
  'other',
])

/**
 * The stock ledger: one row for every change of a product's or a variant's stock, written by
 * triggers on those tables (migration 0020), so that no code path can change a stock without its
 * row. A product sold by variant keeps the sum of its variants' stock; only the variants' changes
 * are kept for it. The writer names the reason, its staff member, order and note for its
 * transaction (`set_config('phiencho.stock_reason', …, true)`, see modules/inventory).
 */
export const stock_movements = pgTable(
  'stock_movements',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for a product without variants, or once the variant is deleted (`sku` still names it). */
    variant_id: integer().references(() => product_variants.id, { onDelete: 'set null' }),
    sku: varchar({ length: 64 }).notNull(),
    reason: stockReason().notNull(),
    stock_before: integer().notNull(),
    stock_after: integer().notNull(),
    staff_id: integer().references(() => users.id, { onDelete: 'set null' }),
    order_id: integer().references(() => orders.id, { onDelete: 'set null' }),
    note: varchar({ length: 500 }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.product_id, t.created_at.desc(), t.id.desc()),
    index('stock_movements_created_at_idx').on(t.created_at.desc(), t.id.desc()),
    index('stock_movements_order_id_idx').on(t.order_id),
  ],
)
