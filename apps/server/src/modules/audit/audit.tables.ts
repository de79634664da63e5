import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import { users } from '../users/users.tables.ts'

/**
 * One row per committed back-office write, appended in the write's own transaction: a rolled-back
 * change leaves none. `before` and `after` hold only the fields the write changed. The actor's
 * email is kept as it was, so the row still says who after the account is gone.
 */
export const audit_log = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actor_id: integer().references(() => users.id, { onDelete: 'set null' }),
    actor_email: varchar({ length: 255 }),
    /** The permission the route declared (`resource:action`), or `staff` for any staff route. */
    permission: varchar({ length: 50 }).notNull(),
    /** What was done, `<entity>.<verb>` (e.g. `order.confirm`, `role.update`). */
    action: varchar({ length: 80 }).notNull(),
    entity_type: varchar({ length: 40 }).notNull(),
    entity_id: varchar({ length: 80 }).notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    request_id: varchar({ length: 100 }),
    ip: varchar({ length: 64 }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(sql`${t.created_at} desc`, sql`${t.id} desc`),
    index('audit_log_actor_idx').on(t.actor_id, sql`${t.created_at} desc`),
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id, sql`${t.created_at} desc`),
    index('audit_log_action_idx').on(t.action, sql`${t.created_at} desc`),
  ],
)
