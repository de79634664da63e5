import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  char,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../db/columns.ts'
import { users } from '../users/users.tables.ts'

/** Sanctum-style tokens: the plaintext `id|secret` is shown once; only the SHA-256 hex is kept. */
export const personal_access_tokens = pgTable(
  'personal_access_tokens',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 100 }).notNull(),
    token_hash: char({ length: 64 }).notNull(),
    abilities: jsonb().$type<string[]>().notNull().default(['*']),
    /** Issued after a second step (a TOTP or recovery code): the admin API asks it of 2FA staff. */
    second_factor: boolean().notNull().default(false),
    last_used_at: timestamp({ withTimezone: true }),
    expires_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('personal_access_tokens_token_hash_unique').on(t.token_hash),
    index('personal_access_tokens_user_id_idx').on(t.user_id),
    index('personal_access_tokens_expires_at_idx').on(t.expires_at),
  ],
)

/** Valid one hour from created_at, single use (used_at). */
export const password_reset_tokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    email: varchar({ length: 254 }).notNull(),
    token_hash: char({ length: 64 }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(t.token_hash),
    index('password_reset_tokens_email_idx').on(t.email),
  ],
)
