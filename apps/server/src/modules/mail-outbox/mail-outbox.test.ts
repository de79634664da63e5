import { createServer } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMailer, type Mailer } from '../../lib/mailer.ts'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts'
import { claimDueMails } from './mail-outbox.repository.ts'
import { enqueueMail, MAX_MAIL_ATTEMPTS } from './mail-outbox.service.ts'
import { mail_outbox } from './mail-outbox.tables.ts'
import { type DeliveryOutcome, type OutboxSender, startOutboxSender } from './outbox-sender.ts'

// The outbox and its sender on this project's engine (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): real transactions, a real SMTP server, the real mail worker.

const from = 'Phiên Chợ <no-reply@phiencho.test>'
let t: TestApp
let smtp: SmtpCapture
let unreachable: string
const cleanups: Array<() => unknown> = []

beforeAll(async () => {
  smtp = await startSmtpCapture()
  // The app's own sender never wakes during these tests: they run senders of their own.
  t = await createTestApp({ smtpUrl: smtp.url, mailOutboxPollMs: 600_000 })
  // Its reading of the outbox at start must be over before a test queues a mail for its own senders.
  await t.app.mailOutbox.idle()
  // A port nothing listens on: the SMTP server is down.
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  unreachable = `smtp://127.0.0.1:${port}`
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const db = () => t.database.db
let sequence = 0
const address = (name: string) => `${name}.${process.pid}.${++sequence}@phiencho.test`
const mail = (to: string, subject = 'Xác nhận đơn hàng') => ({
  to,
  subject,
  text: `Cảm ơn quý khách. ${subject}`,
  html: `<p>Cảm ơn quý khách. ${subject}</p>`,
})
const recipientsOf = (m: ParsedMail) =>
  [m.to].flat().flatMap((a) => (a ? a.value.map((v) => v.address?.toLowerCase() ?? '') : []))
/** The mails the SMTP server received for `to`. */
const received = (to: string) =>
  smtp.messages.filter((m) => recipientsOf(m).includes(to.toLowerCase()))

function transport(url: string): Mailer {
  const mailer = createMailer({ smtpUrl: url, mailDir: '/nonexistent', from, log: { info() {} } })
  cleanups.push(() => mailer.close())
  return mailer
}

function sender(url: string, outcomes: DeliveryOutcome[] = []): OutboxSender {
  const started = startOutboxSender({
    db: db(),
    transport: transport(url),
    log: { warn() {}, error() {} },
    pollMs: 600_000,
    messageIdHost: 'phiencho.test',
    onDelivery: (outcome) => outcomes.push(outcome),
  })
  cleanups.push(() => started.stop())
  return started
}

async function rowOf(to: string) {
  const [row] = await db().select().from(mail_outbox).where(eq(mail_outbox.recipient, to))
  return row
}

/** Waits for the sender's work on the row to be recorded. */
const settled = (to: string, check: (row: Awaited<ReturnType<typeof rowOf>>) => boolean) =>
  expect.poll(async () => check(await rowOf(to)), { timeout: 10_000 }).toBe(true)

/** Makes a mail that waits for its next attempt due now, as if its backoff had passed. */
const dueNow = (to: string) =>
  db()
    .update(mail_outbox)
    .set({ next_attempt_at: sql`now()` })
    .where(eq(mail_outbox.recipient, to))

describe('mail outbox', () => {
  it('sends a mail committed with its change exactly once, and none of a rolled-back one', async () => {
    const kept = address('an')
    const dropped = address('binh')
    await db().transaction(async (tx) => {
      expect(await enqueueMail(tx, 'order:PC1:placed', mail(kept, 'Đơn PC1'))).toBe(true)
    })
    await expect(
      db().transaction(async (tx) => {
        await enqueueMail(tx, 'order:PC2:placed', mail(dropped, 'Đơn PC2'))
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await rowOf(dropped)).toBeUndefined()

    const outcomes: DeliveryOutcome[] = []
    const one = sender(smtp.url, outcomes)
    one.wake()
    const delivered = await smtp.waitFor(kept)
    await settled(kept, (row) => row?.sent_at !== null)
    one.wake()
    await one.stop()
    expect(delivered.subject).toBe('Đơn PC1')
    expect(delivered.messageId).toBe(`<outbox-${(await rowOf(kept))!.id}@phiencho.test>`)
    expect(received(kept)).toHaveLength(1)
    expect(received(dropped)).toHaveLength(0)
    expect(outcomes).toEqual(['sent'])
    expect(await rowOf(kept)).toMatchObject({ attempts: 1, locked_until: null, last_error: null })
  })

  it('queues one mail per event and address, however often the event is enqueued', async () => {
    const to = address('chi')
    await db().transaction((tx) => enqueueMail(tx, 'password-reset:41', mail(to, 'Đặt lại')))
    const again = await db().transaction((tx) =>
      enqueueMail(tx, 'password-reset:41', mail(to.toUpperCase(), 'Đặt lại')),
    )
    expect(again).toBe(false)
    // Another event for the same address is another mail.
    await db().transaction((tx) => enqueueMail(tx, 'password-reset:42', mail(to, 'Đặt lại 2')))
    const one = sender(smtp.url)
    one.wake()
    await expect.poll(() => received(to).length, { timeout: 10_000 }).toBe(2)
    await one.stop()
    expect(
      received(to)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Đặt lại', 'Đặt lại 2'])
  })

  it('retries while the SMTP server is down, 30 s later and then doubling, and then delivers', async () => {
    const to = address('dung')
    await db().transaction((tx) => enqueueMail(tx, 'order:PC3:placed', mail(to, 'Đơn PC3')))
    const outcomes: DeliveryOutcome[] = []
    const down = sender(unreachable, outcomes)
    down.wake()
    await settled(to, (row) => row?.last_error !== null && row?.locked_until === null)
    const first = (await rowOf(to))!
    expect(first).toMatchObject({ attempts: 1, sent_at: null, failed_at: null })
    const wait = (row: typeof first) => row.next_attempt_at.getTime() - Date.now()
    expect(wait(first)).toBeGreaterThan(25_000)
    expect(wait(first)).toBeLessThanOrEqual(30_000)
    // Not due yet: another wake leaves it alone.
    down.wake()
    await dueNow(to)
    down.wake()
    await settled(to, (row) => row?.attempts === 2 && row.locked_until === null)
    const second = (await rowOf(to))!
    expect(wait(second)).toBeGreaterThan(55_000)
    expect(wait(second)).toBeLessThanOrEqual(60_000)
    await down.stop()
    expect(outcomes).toEqual(['retry', 'retry'])

    await dueNow(to)
    const up = sender(smtp.url)
    up.wake()
    await smtp.waitFor(to)
    await settled(to, (row) => row?.sent_at !== null)
    expect(await rowOf(to)).toMatchObject({ attempts: 3, last_error: null })
  })

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts and keeps the last error`, async () => {
    const to = address('em')
    await db().transaction((tx) => enqueueMail(tx, 'order:PC4:placed', mail(to, 'Đơn PC4')))
    const outcomes: DeliveryOutcome[] = []
    const down = sender(unreachable, outcomes)
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      await dueNow(to)
      down.wake()
      await settled(to, (row) => row?.attempts === attempt && row.locked_until === null)
    }
    const row = (await rowOf(to))!
    expect(row.failed_at).not.toBeNull()
    expect(row.sent_at).toBeNull()
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(outcomes).toEqual([...Array(MAX_MAIL_ATTEMPTS - 1).fill('retry'), 'failed'])
    // Given up: no sender takes it again.
    await dueNow(to)
    expect(await claimDueMails(db(), { limit: 100, leaseSeconds: 60 })).toEqual([])
  })

  it('takes over a mail leased by a sender that died, once its lease has lapsed', async () => {
    const to = address('giang')
    await db().transaction((tx) => enqueueMail(tx, 'order:PC5:placed', mail(to, 'Đơn PC5')))
    // A sender claims it and dies before delivering.
    const claimed = await claimDueMails(db(), { limit: 100, leaseSeconds: 60 })
    expect(claimed.map((row) => row.recipient)).toEqual([to])
    const live = sender(smtp.url)
    live.wake()
    await live.stop()
    expect(received(to)).toHaveLength(0)
    // The lease lapses.
    await db()
      .update(mail_outbox)
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where(eq(mail_outbox.recipient, to))
    const next = sender(smtp.url)
    next.wake()
    await smtp.waitFor(to)
    await settled(to, (row) => row?.sent_at !== null)
    expect(await rowOf(to)).toMatchObject({ attempts: 2 })
  })

  it('finishes the deliveries under way when stopped', async () => {
    const to = address('hoa')
    await db().transaction((tx) => enqueueMail(tx, 'order:PC6:placed', mail(to, 'Đơn PC6')))
    const release = smtp.hold()
    const one = sender(smtp.url)
    one.wake()
    await smtp.waitFor(to)
    let stopped = false
    const stopping = one.stop().then(() => (stopped = true))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(stopped).toBe(false)
    release()
    await stopping
    expect((await rowOf(to))!.sent_at).not.toBeNull()
  })

  it('sends each mail once when two senders race on one database', async () => {
    const recipients = Array.from({ length: 40 }, (_, i) => address(`race${i}`))
    await db().transaction(async (tx) => {
      for (const [i, to] of recipients.entries()) {
        await enqueueMail(tx, `order:PC${100 + i}:placed`, mail(to, `Đơn PC${100 + i}`))
      }
    })
    const outcomes: DeliveryOutcome[] = []
    const [one, two] = [sender(smtp.url, outcomes), sender(smtp.url, outcomes)]
    one.wake()
    two.wake()
    one.wake()
    await expect
      .poll(
        async () => {
          const [row] = await db()
            .select({ count: sql<number>`count(*)::int` })
            .from(mail_outbox)
            .where(sql`${mail_outbox.sent_at} is null and ${mail_outbox.failed_at} is null`)
          return row!.count
        },
        { timeout: 20_000 },
      )
      .toBe(0)
    await Promise.all([one.stop(), two.stop()])
    for (const to of recipients) expect(received(to), to).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(recipients.length)
  })
})
