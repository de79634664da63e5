import { sql } from 'drizzle-orm'
import {
  char,
  check,
  index,
  integer,
  pgTable,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../db/columns.ts'
import { product_variants, products } from '../catalog/catalog.tables.ts'
import { users } from '../users/users.tables.ts'

// Prices are never stored in the cart: they are read at display and fixed at order time.
export const carts = pgTable(
  'carts',
  {
    id: id(),
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 hex of the anonymous cart token kept by the browser. */
    token_hash: char({ length: 64 }),
    voucher_code: varchar({ length: 32 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('carts_user_id_unique').on(t.user_id),
    uniqueIndex('carts_token_hash_unique').on(t.token_hash),
    // Abandoned anonymous carts are purged by age.
    index('carts_updated_at_idx').on(t.updated_at),
    check('carts_has_owner', sql`${t.user_id} is not null or ${t.token_hash} is not null`),
  ],
)

export const cart_items = pgTable(
  'cart_items',
  {
    id: id(),
    cart_id: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variant_id: integer().references(() => product_variants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    /** The unit price when the line was added or last changed: flags a price change, never charged. */
    seen_unit_price: integer(),
    ...timestamps,
  },
  (t) => [
    // One line per product/variant; a null variant counts as one value.
    unique('cart_items_line_unique').on(t.cart_id, t.product_id, t.variant_id).nullsNotDistinct(),
    index('cart_items_product_id_idx').on(t.product_id),
    index('cart_items_variant_id_idx').on(t.variant_id),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
)
