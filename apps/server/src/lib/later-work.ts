import type { FastifyBaseLogger } from 'fastify'

export interface LaterWork {
  /** Starts `work` once the current request's reply has gone out; a failure is logged. */
  run(log: FastifyBaseLogger, failure: string, work: () => Promise<void>): void
  /** Settles when the work started so far is over (the app's close waits for it). */
  settled(): Promise<void>
}

/** Work a request sets off but its reply does not wait for. */
export function createLaterWork(): LaterWork {
  const running = new Set<Promise<void>>()
  return {
    run(log, failure, work) {
      // setImmediate: after the microtasks that serialise and write the reply.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, failure))
        .finally(() => running.delete(done))
      running.add(done)
    },
    async settled() {
      await Promise.allSettled(running)
    },
  }
}
