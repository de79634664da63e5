import { rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type AddressObject, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One received mail as the tests read it back from the capture folder. */
export interface CapturedMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  receivedAt: string
}

export interface MailCapture {
  url: string
  close(): Promise<void>
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  return [field ?? []]
    .flat()
    .flatMap((group) => group.value.map((entry) => entry.address?.toLowerCase() ?? ''))
    .filter(Boolean)
}

/**
 * A real SMTP server on 127.0.0.1: the shop sends through an actual SMTP exchange, and each mail
 * lands in `dir` as one JSON file, so every test worker can read it.
 */
export async function startMailCapture(dir: string): Promise<MailCapture> {
  let received = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
          const mail: CapturedMail = {
            to: [...new Set([...addresses(parsed.to), ...envelope])],
            from: addresses(parsed.from)[0] ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          }
          received += 1
          const name = `${Date.now()}-${String(received).padStart(4, '0')}.json`
          // Written then renamed, so a reader never sees half a file.
          await writeFile(path.join(dir, `.${name}.tmp`), JSON.stringify(mail, null, 2))
          await rename(path.join(dir, `.${name}.tmp`), path.join(dir, name))
        })
        .then(
          () => callback(),
          (error: Error) => callback(error),
        )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  // A sender that dies in the middle of a mail (the crash tests kill server processes) resets its
  // connection, and smtp-server reports that as an 'error' event: with no listener it would be an
  // uncaught exception in the test run. That mail was never accepted, so nothing is lost here.
  server.on('error', () => undefined)
  const address = server.server.address()
  if (!address || typeof address !== 'object') throw new Error('SMTP capture got no port')
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
