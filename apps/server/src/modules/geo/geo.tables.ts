import { index, pgEnum, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { timestamps } from '../../db/columns.ts'

/** Shipping fees are set per region, so each province carries its own. */
export const region = pgEnum('region', ['north', 'central', 'south'])

// Two-level units since 1 July 2025 (Resolution 202/2025/QH15), keyed by their GSO codes.
export const provinces = pgTable('provinces', {
  code: varchar({ length: 2 }).primaryKey(),
  name: text().notNull(),
  /** 'Thành phố' or 'Tỉnh'. */
  type: text().notNull(),
  region: region().notNull(),
  ...timestamps,
})

export const wards = pgTable(
  'wards',
  {
    code: varchar({ length: 5 }).primaryKey(),
    name: text().notNull(),
    /** 'Phường', 'Xã' or 'Đặc khu'. */
    type: text().notNull(),
    province_code: varchar({ length: 2 })
      .notNull()
      .references(() => provinces.code, { onDelete: 'restrict', onUpdate: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('wards_province_code_idx').on(t.province_code, t.name)],
)
