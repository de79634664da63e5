import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../db/columns.ts'
import { provinces } from '../geo/geo.tables.ts'
import { users } from '../users/users.tables.ts'

export const storeStatus = pgEnum('store_status', ['pending', 'active', 'suspended'])
export const applicationStatus = pgEnum('application_status', ['pending', 'approved', 'rejected'])

export const stores = pgTable(
  'stores',
  {
    id: id(),
    owner_id: integer().references(() => users.id, { onDelete: 'set null' }),
    name: varchar({ length: 150 }).notNull(),
    slug: varchar({ length: 170 }).notNull(),
    logo: text(),
    banner: text(),
    description: text(),
    address: text(),
    province_code: varchar({ length: 2 }).references(() => provinces.code),
    phone: varchar({ length: 20 }),
    email: varchar({ length: 254 }),
    is_partner: boolean().notNull().default(false),
    status: storeStatus().notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stores_slug_unique').on(t.slug),
    index('stores_owner_id_idx').on(t.owner_id),
    index('stores_province_code_idx').on(t.province_code),
    index('stores_status_partner_idx').on(t.status, t.is_partner),
  ],
)

/** "Đăng ký đối tác bán hàng" form submissions, reviewed by an admin. */
export const partner_applications = pgTable(
  'partner_applications',
  {
    id: id(),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    shop_name: varchar({ length: 150 }).notNull(),
    contact_name: varchar({ length: 100 }).notNull(),
    phone: varchar({ length: 20 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    province_code: varchar({ length: 2 }).references(() => provinces.code),
    message: text(),
    status: applicationStatus().notNull().default('pending'),
    /** The shop the approval opened (or reopened). */
    store_id: integer().references(() => stores.id, { onDelete: 'set null' }),
    /** Plain text: the reason of a rejection, as the applicant was told. */
    review_note: text(),
    reviewed_by: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('partner_applications_status_idx').on(t.status, t.created_at),
    index('partner_applications_user_id_idx').on(t.user_id),
  ],
)
