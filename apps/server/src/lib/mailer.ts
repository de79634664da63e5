import { Worker } from 'node:worker_threads'
import type { MailJob, MailMessage, MailReply, MailWorkerOptions } from './mail-protocol.ts'

export type { MailMessage } from './mail-protocol.ts'

export interface Mailer {
  send(message: MailMessage): Promise<void>
  /** Mails handed to the worker and not delivered (or failed) yet. */
  readonly pending: number
  /** Lets the mails already sent finish; settles when the worker has stopped. */
  close(): Promise<void>
}

interface MailerOptions extends MailWorkerOptions {
  log: { info(obj: object, msg: string): void }
}

interface Waiter {
  message: MailMessage
  resolve(): void
  reject(error: Error): void
}

/**
 * SMTP when `SMTP_URL` is set; otherwise each mail is written as an .eml file under `mailDir`.
 * Mails are built and delivered on a worker thread (started at the first mail), so building them
 * never holds up the requests this process answers. `send` settles when the mail is delivered;
 * `close` lets the mails already sent finish.
 */
export function createMailer({ log, ...options }: MailerOptions): Mailer {
  let current: ReturnType<typeof startWorker> | undefined
  let nextId = 0

  function startWorker() {
    const pending = new Map<number, Waiter>()
    const worker = new Worker(new URL('./mail-worker.ts', import.meta.url), {
      workerData: options,
    })
    // Idle, it must not keep the process alive; with mails in flight it is ref'd.
    worker.unref()
    const failAll = (error: Error) => {
      for (const waiter of pending.values()) waiter.reject(error)
      pending.clear()
      if (current?.worker === worker) current = undefined
    }
    worker.on('message', (reply: MailReply) => {
      const waiter = pending.get(reply.id)
      if (!waiter) return
      pending.delete(reply.id)
      if (pending.size === 0) worker.unref()
      if (!reply.ok) return waiter.reject(new Error(reply.error))
      const { to, subject } = waiter.message
      if (reply.file) log.info({ to, file: reply.file, subject }, 'mail written to disk')
      else log.info({ to, messageId: reply.messageId }, 'mail sent')
      waiter.resolve()
    })
    worker.on('error', failAll)
    worker.on('exit', (code) => failAll(new Error(`The mail worker stopped (exit code ${code})`)))
    const stopped = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
    return {
      worker,
      stopped,
      get pending() {
        return pending.size
      },
      send(message: MailMessage) {
        const job: MailJob = { id: nextId++, message }
        return new Promise<void>((resolve, reject) => {
          pending.set(job.id, { message, resolve, reject })
          worker.ref()
          worker.postMessage(job)
        })
      },
    }
  }

  return {
    send(message) {
      current ??= startWorker()
      return current.send(message)
    },
    get pending() {
      return current?.pending ?? 0
    },
    close() {
      if (!current) return Promise.resolve()
      const { worker, stopped } = current
      worker.postMessage('close')
      // Until it has stopped, the worker keeps the process alive.
      worker.ref()
      current = undefined
      return stopped
    },
  }
}
