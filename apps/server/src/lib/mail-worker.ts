import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import nodemailer from 'nodemailer'
import type { MailJob, MailReply, MailWorkerOptions } from './mail-protocol.ts'

// Runs the mail transport off the event loop that answers HTTP: nodemailer spends about a
// millisecond of CPU building one order mail (MIME parts, encodings, headers), which the checkout
// would otherwise pay on the thread every request waits for.
const { smtpUrl, mailDir, from } = workerData as MailWorkerOptions
const port = parentPort!

const transport = smtpUrl
  ? nodemailer.createTransport(smtpUrl)
  : nodemailer.createTransport({ streamTransport: true, buffer: true })
let folder: Promise<unknown> | undefined

async function deliver(job: MailJob): Promise<MailReply> {
  // Base64 keeps Vietnamese text about a third larger, where quoted-printable triples each marked
  // letter, and costs less to encode.
  const info = await transport.sendMail({ from, textEncoding: 'base64', ...job.message })
  if (smtpUrl) return { id: job.id, ok: true, messageId: info.messageId }
  folder ??= mkdir(mailDir, { recursive: true }).catch((error: unknown) => {
    folder = undefined
    throw error
  })
  await folder
  const file = path.join(mailDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
  await writeFile(file, info.message as Buffer)
  return { id: job.id, ok: true, messageId: info.messageId, file }
}

const inFlight = new Set<Promise<unknown>>()

port.on('message', (job: MailJob | 'close') => {
  if (job === 'close') {
    // The mails already handed over are delivered first; then the worker ends.
    void Promise.allSettled(inFlight).then(() => {
      transport.close()
      port.close()
    })
    return
  }
  const delivery = deliver(job).then(
    (reply) => port.postMessage(reply),
    (error: unknown) =>
      port.postMessage({
        id: job.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies MailReply),
  )
  inFlight.add(delivery)
  void delivery.finally(() => inFlight.delete(delivery))
})
