// The mail outbox: every mail is queued in the transaction of the change it reports and sent by a
// sender in each process (plugins/core/mail-outbox.ts, ADR 042). No routes.
export { countPendingMails, deleteSentMails } from './mail-outbox.repository.ts'
export {
  enqueueMail,
  enqueueMailStatement,
  type MailOutbox,
  MAX_MAIL_ATTEMPTS,
  retryDelayMs,
} from './mail-outbox.service.ts'
export { mail_outbox, type MailOutboxRow, type OutboxMessage } from './mail-outbox.tables.ts'
export { type DeliveryOutcome, type OutboxSender, startOutboxSender } from './outbox-sender.ts'
