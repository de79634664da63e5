import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createMailer, type Mailer } from '../../lib/mailer.ts'
import {
  type MailOutbox,
  type OutboxSender,
  startOutboxSender,
} from '../../modules/mail-outbox/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Wake it after committing a transaction that queued a mail (`enqueueMail`). */
    mailOutbox: MailOutbox & Pick<OutboxSender, 'idle'>
  }
}

export interface MailOutboxOptions {
  /** The transport; by default the mail worker on `SMTP_URL` or `MAIL_DIR`. */
  mailer?: Mailer
}

/**
 * This process's sender of the mail outbox (ADR 042), the only user of the mail transport. It
 * starts once the app is ready (the database migrated) and, when the app closes, stops claiming
 * and lets the deliveries under way finish before the transport closes.
 */
export default fp<MailOutboxOptions>(
  async function mailOutbox(app: FastifyInstance, options: MailOutboxOptions) {
    const { config } = app
    const transport =
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        mailDir: config.mailDir,
        from: config.mailFrom,
        log: app.log,
      })
    let sender: OutboxSender | undefined
    app.decorate('mailOutbox', {
      wake: () => sender?.wake(),
      idle: async () => sender?.idle(),
    })
    app.addHook('onReady', (done) => {
      sender = startOutboxSender({
        db: app.db,
        transport,
        log: app.log,
        pollMs: config.mailOutboxPollMs,
        messageIdHost: new URL(config.appUrl).hostname,
        onDelivery: (outcome) => app.metrics.mailDeliveries.inc({ outcome }),
      })
      done()
    })
    app.addHook('onClose', async () => {
      await sender?.stop()
      await transport.close()
    })
  },
  { name: 'mail-outbox', dependencies: ['config', 'metrics'] },
)
