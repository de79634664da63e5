import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../db/columns.ts'
import { users } from '../users/users.tables.ts'

/**
 * Back-office roles: named sets of permissions (`resource:action` keys from the contracts). The
 * templates carry their `key`; roles the shop makes have none. `is_owner` marks the owner role,
 * which holds every permission whatever its array says.
 */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    key: varchar({ length: 50 }),
    name: varchar({ length: 100 }).notNull(),
    description: text().notNull().default(''),
    permissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    is_owner: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('roles_key_unique').on(t.key),
    uniqueIndex('roles_name_lower_unique').on(sql`lower(${t.name})`),
  ],
)

/** Who holds which role: staff are the users holding at least one. */
export const user_roles = pgTable(
  'user_roles',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer()
      .notNull()
      .references(() => roles.id),
    assigned_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.role_id] }),
    index('user_roles_role_id_idx').on(t.role_id),
  ],
)
