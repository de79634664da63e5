import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** What a queued mail says; the recipient is a column of its own. */
export interface OutboxMessage {
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

/**
 * Every mail the shop sends, written in the transaction of the change it reports and sent from
 * here by a sender in each process (ADR 042). One row per event and address: a second enqueue of
 * the same event for the same address does nothing.
 */
export const mail_outbox = pgTable(
  'mail_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What happened, e.g. `order:PC2611270001:placed`. */
    event_key: text().notNull(),
    /** The address, lower-cased. */
    recipient: text().notNull(),
    message: jsonb().$type<OutboxMessage>().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Deliveries begun: a sender counts one when it claims the row. */
    attempts: integer().notNull().default(0),
    next_attempt_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A sender's lease: until then no other sender takes the row. */
    locked_until: timestamp({ withTimezone: true }),
    sent_at: timestamp({ withTimezone: true }),
    /** Given up after the last attempt; `last_error` says why. */
    failed_at: timestamp({ withTimezone: true }),
    last_error: text(),
  },
  (t) => [
    uniqueIndex('mail_outbox_event_recipient_unique').on(t.event_key, t.recipient),
    // The senders' claim and the pending count read only the mails still to send.
    index('mail_outbox_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.sent_at} is null and ${t.failed_at} is null`),
  ],
)

export type MailOutboxRow = typeof mail_outbox.$inferSelect
