import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): void
}

interface MailerOptions {
  smtpUrl: string | undefined
  mailDir: string
  from: string
  log: { info(obj: object, msg: string): void }
}

/** SMTP when `SMTP_URL` is set; otherwise each mail is written as an .eml file under `mailDir`. */
export function createMailer({ smtpUrl, mailDir, from, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message })
        log.info({ to: message.to, messageId: info.messageId }, 'mail sent')
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  let folder: Promise<unknown> | undefined
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message })
      folder ??= mkdir(mailDir, { recursive: true }).catch((error: unknown) => {
        folder = undefined
        throw error
      })
      await folder
      const file = path.join(mailDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
      await writeFile(file, info.message as Buffer)
      log.info({ to: message.to, file, subject: message.subject }, 'mail written to disk')
    },
    close: () => transport.close(),
  }
}
