import type { Db, Tx } from '../../db/client.ts'
import type { MailMessage } from '../../lib/mailer.ts'
import {
  insertOutboxMail,
  type NewOutboxMail,
  outboxMailStatement,
} from './mail-outbox.repository.ts'

/** What the code that commits a mail needs of the sender: a nudge once the mail is committed. */
export interface MailOutbox {
  /** Looks for due mails now, instead of at the next poll. */
  wake(): void
}

/** A sender gives up on a mail after this many attempts. */
export const MAX_MAIL_ATTEMPTS = 8

/** How long after its `attempts`-th failed attempt a mail is tried again: 30 s doubling, at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)
}

function outboxRow(eventKey: string, mail: MailMessage): NewOutboxMail {
  const { to, subject, text, html, headers } = mail
  return {
    eventKey,
    recipient: to.trim().toLowerCase(),
    message: { subject, text, html, ...(headers ? { headers } : {}) },
  }
}

/**
 * Queues `mail` in the transaction `tx` of the change it reports, so the change and its mail
 * commit together or not at all. `eventKey` names the event (`order:PC…:placed`): the same event
 * queued again for the same address is a no-op (false). Wake the sender after the commit.
 */
export function enqueueMail(tx: Db | Tx, eventKey: string, mail: MailMessage): Promise<boolean> {
  return insertOutboxMail(tx, outboxRow(eventKey, mail))
}

/** `enqueueMail` as a statement to send with the COMMIT (`transactionClosedBy`'s `closing`). */
export function enqueueMailStatement(eventKey: string, mail: MailMessage): string {
  return outboxMailStatement(outboxRow(eventKey, mail))
}
