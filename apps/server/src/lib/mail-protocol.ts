/** What the server and its mail worker (`mail-worker.ts`) pass each other. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** Set by the outbox sender from the row, so that a mail sent twice is recognisable. */
  messageId?: string
  headers?: Record<string, string>
}

export interface MailWorkerOptions {
  /** SMTP when set; otherwise each mail is written as an .eml file under `mailDir`. */
  smtpUrl: string | undefined
  mailDir: string
  from: string
}

export interface MailJob {
  id: number
  message: MailMessage
}

export type MailReply =
  | { id: number; ok: true; messageId: string; file?: string }
  | { id: number; ok: false; error: string }
