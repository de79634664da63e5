import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../db/columns.ts'
import { products } from '../catalog/catalog.tables.ts'
import { users } from '../users/users.tables.ts'

export const wishlist_items = pgTable(
  'wishlist_items',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wishlist_items_user_product_unique').on(t.user_id, t.product_id),
    index('wishlist_items_product_id_idx').on(t.product_id),
  ],
)
