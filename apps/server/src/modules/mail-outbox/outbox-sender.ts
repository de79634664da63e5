import type { Db } from '../../db/client.ts'
import type { MailMessage } from '../../lib/mailer.ts'
import {
  claimDueMails,
  type ClaimedMail,
  markMailFailed,
  markMailsSent,
} from './mail-outbox.repository.ts'
import { MAX_MAIL_ATTEMPTS, type MailOutbox, retryDelayMs } from './mail-outbox.service.ts'

export type DeliveryOutcome = 'sent' | 'retry' | 'failed'

export interface OutboxSender extends MailOutbox {
  /** Stops claiming mails; settles once the deliveries under way are over and recorded. */
  stop(): Promise<void>
  /** Settles once no reading of the outbox is under way (the one at start included). */
  idle(): Promise<void>
}

export interface OutboxSenderOptions {
  db: Db
  /** Delivers one mail (the mail worker's transport); settles when the server took it. */
  transport: { send(message: MailMessage): Promise<void> }
  log: {
    warn(obj: object, msg: string): void
    error(obj: object, msg: string): void
  }
  /** How often the outbox is read without a wake: other processes' mails, retries, lapsed leases. */
  pollMs: number
  /** Host part of the Message-ID each mail gets from its row. */
  messageIdHost: string
  /** How long a claimed mail is this sender's before another may take it. */
  leaseSeconds?: number
  batchSize?: number
  onDelivery?: (outcome: DeliveryOutcome) => void
}

const LEASE_SECONDS = 60
const BATCH_SIZE = 100

/**
 * The sender of one process: claims due mails of the outbox (its own and every other process's),
 * hands them to the transport, and records each outcome. Woken after a commit that queued a mail,
 * and every `pollMs`. Failed attempts are retried after 30 s, doubling up to 1 h, and given up
 * after `MAX_MAIL_ATTEMPTS`. Delivery is at least once: a process that dies after the SMTP server
 * took a mail but before recording it leaves the row to be sent again when its lease lapses, with
 * the same Message-ID (`<outbox-<id>@host>`), so the copy is recognisable (ADR 042).
 */
export function startOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, transport, log } = options
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS
  const batchSize = options.batchSize ?? BATCH_SIZE
  let stopped = false
  let running: Promise<void> | undefined
  let again = false

  /** Delivers one mail; true when the server took it, else its failure is recorded. */
  async function deliver(mail: ClaimedMail): Promise<boolean> {
    const messageId = `<outbox-${mail.id}@${options.messageIdHost}>`
    try {
      await transport.send({ to: mail.recipient, ...mail.message, messageId })
      return true
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      const gaveUp = mail.attempts >= MAX_MAIL_ATTEMPTS
      await markMailFailed(db, mail, reason, gaveUp ? null : retryDelayMs(mail.attempts))
      const context = { err: error, mailId: mail.id, attempts: mail.attempts }
      if (gaveUp) log.error(context, 'mail given up')
      else log.warn(context, 'mail delivery failed; retried later')
      options.onDelivery?.(gaveUp ? 'failed' : 'retry')
      return false
    }
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const due = await claimDueMails(db, { limit: batchSize, leaseSeconds })
      const delivered = await Promise.all(
        due.map((mail) =>
          deliver(mail).catch((error: unknown) => {
            // Its lease lapses and another attempt is made.
            log.error({ err: error, mailId: mail.id }, 'mail outcome not recorded')
            return false
          }),
        ),
      )
      const sent = due.filter((_, i) => delivered[i]).map((mail) => mail.id)
      for (const _ of sent) options.onDelivery?.('sent')
      await markMailsSent(db, sent).catch((error: unknown) =>
        // Sent again once their leases lapse: delivery is at least once.
        log.error({ err: error, mailIds: sent }, 'mails sent but not recorded'),
      )
      if (due.length < batchSize) break
    }
  }

  function wake(): void {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    again = false
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox unreadable'))
      .finally(() => {
        running = undefined
        if (again) wake()
      })
  }

  const timer = setInterval(wake, options.pollMs)
  timer.unref()
  // Mails left by a process that stopped, or queued while none ran, go at once.
  wake()

  return {
    wake,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
    async idle() {
      while (running) await running
    },
  }
}
