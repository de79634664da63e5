import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../db/columns.ts'

export const brands = pgTable(
  'brands',
  {
    id: id(),
    name: varchar({ length: 100 }).notNull(),
    slug: varchar({ length: 120 }).notNull(),
    logo: text(),
    description: text(),
    is_famous: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('brands_slug_unique').on(t.slug),
    index('brands_famous_position_idx').on(t.is_famous, t.position),
  ],
)
