import { lt, sql } from 'drizzle-orm'
import pg from 'pg'
import { type Db, selectRows, type Tx } from '../../db/client.ts'
import { mail_outbox, type OutboxMessage } from './mail-outbox.tables.ts'

export interface NewOutboxMail {
  eventKey: string
  recipient: string
  message: OutboxMessage
}

/** Queues a mail in the caller's transaction; false when this event already has it for the address. */
export async function insertOutboxMail(tx: Db | Tx, mail: NewOutboxMail): Promise<boolean> {
  const rows = await tx
    .insert(mail_outbox)
    .values({ event_key: mail.eventKey, recipient: mail.recipient, message: mail.message })
    .onConflictDoNothing()
    .returning({ id: mail_outbox.id })
  return rows.length > 0
}

/**
 * The same insert as SQL text without bound parameters, for a statement that travels in the
 * message carrying the COMMIT (`transactionClosedBy`). The values are quoted as literals.
 */
export function outboxMailStatement(mail: NewOutboxMail): string {
  const { escapeLiteral } = pg
  return `insert into mail_outbox (event_key, recipient, message) values (${escapeLiteral(
    mail.eventKey,
  )}, ${escapeLiteral(mail.recipient)}, ${escapeLiteral(JSON.stringify(mail.message))}::jsonb)
    on conflict do nothing`
}

export interface ClaimedMail {
  id: number
  recipient: string
  message: OutboxMessage
  /** Deliveries begun, this one included. */
  attempts: number
}

/**
 * Takes up to `limit` mails due now and leases them to the caller for `leaseSeconds`, counting the
 * attempt, in one statement: its own short transaction. `skip locked` leaves the rows another
 * sender is claiming at this instant to it, and the lease keeps them from every other sender
 * until it lapses, which is how a row of a sender that died is taken over.
 */
export async function claimDueMails(
  db: Db,
  options: { limit: number; leaseSeconds: number },
): Promise<ClaimedMail[]> {
  const rows = await selectRows<Omit<ClaimedMail, 'id'> & { id: string | number }>(
    db,
    sql`update mail_outbox m
      set locked_until = now() + make_interval(secs => ${options.leaseSeconds}),
        attempts = m.attempts + 1
      from (
        select id from mail_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now()
          and (locked_until is null or locked_until <= now())
        order by next_attempt_at, id
        limit ${options.limit}
        for update skip locked
      ) due
      where m.id = due.id
      returning m.id, m.recipient, m.message, m.attempts`,
  )
  return rows.map((row) => ({ ...row, id: Number(row.id) }))
}

/** Records the mails delivered, in one statement. */
export async function markMailsSent(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await db.execute(
    sql`update mail_outbox set sent_at = coalesce(sent_at, now()), locked_until = null,
      last_error = null where id = any(${sql.param(ids)}::bigint[])`,
  )
}

/**
 * Records a failed attempt: the mail is due again after `retryInMs`, or given up (`failed_at`)
 * when that is null. Only while the attempt is still the row's latest: a sender whose lease
 * lapsed does not overwrite what the sender that took the row over recorded.
 */
export async function markMailFailed(
  db: Db,
  mail: { id: number; attempts: number },
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db.execute(
    sql`update mail_outbox set locked_until = null, last_error = ${error},
      next_attempt_at = case when ${retryInMs}::int is null then next_attempt_at
        else now() + make_interval(secs => ${retryInMs}::int / 1000.0) end,
      failed_at = case when ${retryInMs}::int is null then now() end
      where id = ${mail.id} and attempts = ${mail.attempts} and sent_at is null`,
  )
}

/** Mails neither sent nor given up (read by `/metrics`). */
export async function countPendingMails(db: Db): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from mail_outbox where sent_at is null and failed_at is null`,
  )
  return row?.count ?? 0
}

/** Deletes the mails sent before `before`; answers how many. */
export async function deleteSentMails(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(mail_outbox)
    .where(lt(mail_outbox.sent_at, before))
    .returning({ id: mail_outbox.id })
  return rows.length
}
