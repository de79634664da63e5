import { char, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { id } from '../../db/columns.ts'
import { users } from '../users/users.tables.ts'

/**
 * Set-password links mailed to people invited to the back office with a new account: the token
 * is given once in the mail and kept as its SHA-256; it serves once (`used_at`) within 72 hours
 * of `created_at`. A resend deletes the person's unused links before writing a new one.
 * The staff module owns the table because its list tells who has not accepted yet; the
 * staff-invitations module writes and reads the links through this module's face.
 */
export const staff_invitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invited_by: integer().references(() => users.id, { onDelete: 'set null' }),
    token_hash: char({ length: 64 }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_unique').on(t.token_hash),
    index('staff_invitations_user_id_idx').on(t.user_id),
  ],
)
