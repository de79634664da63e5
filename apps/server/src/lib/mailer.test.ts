import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterEach, describe, expect, it } from 'vitest'
import { startSmtpCapture } from '../test/smtp-capture.ts'
import { createMailer, type Mailer } from './mailer.ts'

const from = 'Phiên Chợ <no-reply@phiencho.test>'
const log = { info() {} }
const message = (to: string, code: string) => ({
  to,
  subject: `Xác nhận đơn hàng ${code}`,
  text: `Cảm ơn quý khách đã đặt hàng ${code}. Tổng cộng: 1.250.000 ₫`,
  html: `<p>Cảm ơn quý khách đã đặt hàng <b>${code}</b>. Tổng cộng: 1.250.000 ₫</p>`,
})

describe('mailer (a worker thread builds and delivers)', () => {
  const cleanups: Array<() => unknown> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  const track = (mailer: Mailer) => (cleanups.push(() => mailer.close()), mailer)

  it('writes each mail as an .eml file that reads back whole, Vietnamese marks included', async () => {
    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'phiencho-mail-'))
    cleanups.push(() => rm(mailDir, { recursive: true, force: true }))
    const mailer = track(createMailer({ smtpUrl: undefined, mailDir, from, log }))

    await Promise.all([
      mailer.send(message('an@phiencho.test', 'PC001')),
      mailer.send(message('binh@phiencho.test', 'PC002')),
    ])

    const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml'))
    expect(files).toHaveLength(2)
    const mails = await Promise.all(
      files.map(async (file) => simpleParser(await readFile(path.join(mailDir, file)))),
    )
    const byCode = new Map(mails.map((mail) => [mail.subject, mail]))
    const first = byCode.get('Xác nhận đơn hàng PC001')!
    expect(first.from?.value).toEqual([{ name: 'Phiên Chợ', address: 'no-reply@phiencho.test' }])
    expect(first.text?.trim()).toBe('Cảm ơn quý khách đã đặt hàng PC001. Tổng cộng: 1.250.000 ₫')
    expect(first.html).toContain('<b>PC001</b>. Tổng cộng: 1.250.000 ₫')
    expect(byCode.get('Xác nhận đơn hàng PC002')?.to).toMatchObject({ text: 'binh@phiencho.test' })
  })

  it('delivers over SMTP to a real server', async () => {
    const smtp = await startSmtpCapture()
    cleanups.push(() => smtp.close())
    const mailer = track(createMailer({ smtpUrl: smtp.url, mailDir: '/nonexistent', from, log }))

    await mailer.send(message('chi@phiencho.test', 'PC003'))

    const mail = await smtp.waitFor('chi@phiencho.test')
    expect(mail.subject).toBe('Xác nhận đơn hàng PC003')
    expect(mail.text?.trim()).toBe('Cảm ơn quý khách đã đặt hàng PC003. Tổng cộng: 1.250.000 ₫')
  })

  it('rejects when the SMTP server cannot be reached, and the next mail still goes out', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as { port: number }).port
    await new Promise((resolve) => probe.close(resolve))
    const mailer = track(
      createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: '/nonexistent', from, log }),
    )
    await expect(mailer.send(message('dung@phiencho.test', 'PC004'))).rejects.toThrow(
      /ECONNREFUSED/,
    )

    const smtp = await startSmtpCapture()
    cleanups.push(() => smtp.close())
    const working = track(createMailer({ smtpUrl: smtp.url, mailDir: '/nonexistent', from, log }))
    await working.send(message('dung@phiencho.test', 'PC005'))
    expect((await smtp.waitFor('dung@phiencho.test')).subject).toBe('Xác nhận đơn hàng PC005')
  })

  it('rejects when the mail folder cannot be written', async () => {
    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'phiencho-mail-'))
    cleanups.push(() => rm(mailDir, { recursive: true, force: true }))
    // A file where the folder should be.
    const blocked = path.join(mailDir, 'not-a-folder')
    await writeFile(blocked, 'x')
    const mailer = track(createMailer({ smtpUrl: undefined, mailDir: blocked, from, log }))

    await expect(mailer.send(message('em@phiencho.test', 'PC006'))).rejects.toThrow(
      /EEXIST|ENOTDIR/,
    )
  })

  it('delivers the mails already handed over when it is closed', async () => {
    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'phiencho-mail-'))
    cleanups.push(() => rm(mailDir, { recursive: true, force: true }))
    const mailer = createMailer({ smtpUrl: undefined, mailDir, from, log })

    const sent = [1, 2, 3].map((n) => mailer.send(message(`g${n}@phiencho.test`, `PC10${n}`)))
    const closed = mailer.close()
    await Promise.all(sent)
    await closed
    expect((await readdir(mailDir)).filter((file) => file.endsWith('.eml'))).toHaveLength(3)

    // A mail after close starts a new worker.
    await mailer.send(message('h@phiencho.test', 'PC200'))
    await mailer.close()
    expect((await readdir(mailDir)).filter((file) => file.endsWith('.eml'))).toHaveLength(4)
  })
})
