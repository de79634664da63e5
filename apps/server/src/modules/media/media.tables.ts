import { char, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../db/columns.ts'
import { users } from '../users/users.tables.ts'

/** Every uploaded file, so that sanitised HTML may reference only our own media. */
export const media = pgTable(
  'media',
  {
    id: id(),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Relative to the media directory. */
    path: text().notNull(),
    mime: varchar({ length: 100 }).notNull(),
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    sha256: char({ length: 64 }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('media_path_unique').on(t.path),
    index('media_user_id_idx').on(t.user_id),
    index('media_sha256_idx').on(t.sha256),
  ],
)
