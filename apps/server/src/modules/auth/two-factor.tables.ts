import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../db/columns.ts'
import { users } from '../users/users.tables.ts'

/**
 * A staff member's TOTP secret, sealed with a key derived from `APP_SECRET` (never returned once
 * confirmed). `enabled_at` null: a set-up started and not confirmed. `last_step` is the time step
 * of the last code accepted: a code of that step or an earlier one is a replay.
 */
export const staff_two_factor = pgTable('staff_two_factor', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret_sealed: text().notNull(),
  enabled_at: timestamp({ withTimezone: true }),
  last_step: bigint({ mode: 'number' }),
  ...timestamps,
})

/** One-time recovery codes, kept as an HMAC keyed from `APP_SECRET`; `used_at` once used. */
export const staff_recovery_codes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: char({ length: 64 }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_user_code_unique').on(t.user_id, t.code_hash)],
)

/**
 * The second step of a sign-in: the password was right, a code is awaited. The challenge is a
 * random token given to the client once, kept as its SHA-256; it lives 5 minutes from
 * `created_at`, serves once (`used_at`), and dies after a few wrong codes (`attempts`).
 */
export const staff_sign_in_challenges = pgTable(
  'staff_sign_in_challenges',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: char({ length: 64 }).notNull(),
    attempts: integer().notNull().default(0),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_sign_in_challenges_token_hash_unique').on(t.token_hash),
    index('staff_sign_in_challenges_user_id_idx').on(t.user_id),
  ],
)

/** The back office's security policy: one row (id 1), written on first change. */
export const back_office_security = pgTable(
  'back_office_security',
  {
    id: smallint().primaryKey().default(1),
    require_two_factor: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [check('back_office_security_one_row', sql`${t.id} = 1`)],
)
