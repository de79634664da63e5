import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface SmtpCapture {
  url: string
  messages: ParsedMail[]
  /** Resolves with the next mail to `to` (or one already received). */
  waitFor(to: string, timeoutMs?: number): Promise<ParsedMail>
  /** A slow server: mails are kept but not acknowledged until the returned function is called. */
  hold(): () => void
  close(): Promise<void>
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, so tests read mails as a user would. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: ParsedMail[] = []
  const waiters: Array<{ to: string; resolve: (mail: ParsedMail) => void }> = []
  let held: Promise<void> = Promise.resolve()
  const recipients = (mail: ParsedMail) =>
    [mail.to].flat().flatMap((a) => (a ? a.value.map((v) => v.address?.toLowerCase() ?? '') : []))

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail)
          for (const waiter of [...waiters]) {
            if (recipients(mail).includes(waiter.to)) {
              waiters.splice(waiters.indexOf(waiter), 1)
              waiter.resolve(mail)
            }
          }
          // `held` never rejects: it only waits for the test to release the server.
          void held.then(() => callback())
        },
        (err: Error) => callback(err),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // A sender closed in the middle of a mail resets its connection, which smtp-server reports as an
  // 'error' event (an uncaught exception without a listener); that mail was never accepted.
  server.on('error', () => undefined)
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, timeoutMs = 10_000) {
      const wanted = to.toLowerCase()
      const existing = messages.find((m) => recipients(m).includes(wanted))
      if (existing) return Promise.resolve(existing)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        )
        waiters.push({ to: wanted, resolve: (m) => (clearTimeout(timer), resolve(m)) })
      })
    },
    hold() {
      let release!: () => void
      held = new Promise((resolve) => (release = resolve))
      return release
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
