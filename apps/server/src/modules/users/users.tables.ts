import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../db/columns.ts'
import { provinces, wards } from '../geo/geo.tables.ts'

export const users = pgTable(
  'users',
  {
    id: id(),
    name: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    phone: varchar({ length: 20 }),
    password_hash: text().notNull(),
    email_verified_at: timestamp({ withTimezone: true }),
    avatar: text(),
    /** A disabled account cannot sign in, and its tokens stop working at once. */
    disabled_at: timestamp({ withTimezone: true }),
    /** Tokens issued before this are dead (sign-out everywhere, a new password, a lost role). */
    sessions_valid_after: timestamp({ withTimezone: true }),
    last_login_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // The dashboard's new customers of a period.
    index('users_created_at_idx').on(t.created_at),
  ],
)

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient_name: varchar({ length: 100 }).notNull(),
    phone: varchar({ length: 20 }).notNull(),
    province_code: varchar({ length: 2 })
      .notNull()
      .references(() => provinces.code),
    ward_code: varchar({ length: 5 })
      .notNull()
      .references(() => wards.code),
    street: varchar({ length: 255 }).notNull(),
    is_default: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('addresses_user_id_idx').on(t.user_id),
    // At most one default address per user.
    uniqueIndex('addresses_user_default_unique')
      .on(t.user_id)
      .where(sql`${t.is_default}`),
  ],
)
