import type { PGlite } from '@electric-sql/pglite'
import { type Db as JobsDatabase, PgBoss } from 'pg-boss'
import type { DbHandle } from '../db/client.ts'
import { purgeAbandonedGuestCarts } from '../modules/cart/index.ts'
import { sweepSaleWindows } from '../modules/catalog/index.ts'
import { deleteSentMails } from '../modules/mail-outbox/index.ts'
import { publishScheduledArticles } from '../modules/news/index.ts'
import { expireOverduePayments } from './expire-payments.ts'

/** The scheduled jobs, by their queue name in pg-boss. */
export const scheduledJobs = {
  expirePayments: 'expire-overdue-payments',
  sweepSaleWindows: 'sweep-sale-windows',
  publishScheduledArticles: 'publish-scheduled-articles',
  cleanUp: 'clean-up',
} as const

export type ScheduledJob = (typeof scheduledJobs)[keyof typeof scheduledJobs]

const GUEST_CART_MAX_AGE_MS = 30 * 86_400_000
const SENT_MAIL_KEPT_MS = 30 * 86_400_000
/**
 * How far ahead a sale sweep looks for the next window to open or close, and the articles' for
 * the next one scheduled (over a minute: the schedule's run before it queues the run at it).
 */
const NEXT_INSTANT_HORIZON_MS = 90_000

/** pg-boss's own tables live in this schema, beside the shop's. */
export const JOBS_SCHEMA = 'pgboss'

export interface ScheduledWork {
  /** Jobs waiting and jobs failed (after their retries), per job, as pg-boss last counted them. */
  counts(): Promise<Array<{ job: ScheduledJob; queued: number; failed: number }>>
  /** Stops taking jobs; settles once the jobs under way are done (or after `timeoutMs`). */
  stop(): Promise<void>
}

export interface ScheduledWorkOptions {
  log: {
    info(obj: object, msg: string): void
    warn(obj: object, msg: string): void
    error(obj: object, msg: string): void
  }
  /** After each run of a job (counted by `/metrics`). */
  onRun?: (job: ScheduledJob, outcome: 'completed' | 'failed') => void
  /** How long `stop()` lets a job under way finish. */
  stopTimeoutMs?: number
  /** How often a process asks for a due job (s); the schedules themselves are per minute. */
  pollingIntervalSeconds?: number
}

/**
 * pg-boss's statements on the app's PGlite, its one connection, where they queue with the app's.
 * A statement with values is one statement. One without may be a block with its own BEGIN and
 * COMMIT (migrations, locked sections): it runs inside PGlite's exclusive transaction, so that a
 * block that fails is rolled back before any other statement runs. Run plainly, it would leave the
 * connection in an aborted transaction that the statements queued meanwhile, the app's included,
 * would fail in. (Inside that transaction the block's BEGIN only warns, and its COMMIT ends it.)
 */
export function pgliteJobsDatabase(client: PGlite): JobsDatabase {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values)
      const results = await client.transaction((tx) => tx.exec(text))
      return { rows: results.flatMap((result) => result.rows) }
    },
  }
}

/** pg-boss over the shop's database: its own pool of 2 on PostgreSQL, the one PGlite otherwise. */
function bossFor(database: DbHandle): PgBoss {
  const common = { schema: JOBS_SCHEMA, application_name: 'phiencho-jobs' }
  if (database.kind === 'postgres') {
    return new PgBoss({ ...common, connectionString: database.url, max: 2 })
  }
  return new PgBoss({
    ...common,
    db: pgliteJobsDatabase(database.pglite!),
    backend: 'pglite',
    // Rebuilding an index concurrently cannot run inside a transaction block.
    reindex: false,
  })
}

/**
 * The shop's scheduled work on pg-boss (ADR 042): unpaid online orders past their deadline are
 * cancelled, the sale windows that opened or closed are switched (ADR 045) and the scheduled
 * articles whose time has come are published every minute, and every hour guest carts untouched
 * for 30 days and outbox mails sent 30 days ago are deleted. A sale sweep and an articles run also
 * queue a run at the next instant due (see `runAgainAt`). pg-boss turns
 * each schedule into one job per occurrence whatever the number of processes, and one process
 * takes each job; a failed run is retried with backoff. The jobs and schedules live in the
 * database, so a restart loses nothing, and a start queues a catch-up run of each job (at most
 * one per period across processes).
 */
export async function startScheduledWork(
  database: DbHandle,
  options: ScheduledWorkOptions,
): Promise<ScheduledWork> {
  const { log } = options
  const boss = bossFor(database)
  boss.on('error', (error) => log.error({ err: error }, 'scheduled work: pg-boss error'))
  await boss.start()

  const queue = {
    // One run at a time: a slow run is not overtaken by the next minute's.
    policy: 'singleton',
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: 600,
  } as const
  // The minute's schedule alone would run a job due at an instant (a sale window, a scheduled
  // article) up to ~100 s late (the minute, pg-boss's 30 s cron pass, its 5 s forwarding poll and
  // ours): a run is also queued for the instant itself, taken within one polling interval of it.
  // The key and throttle keep the processes and runs that see the same instant to about one run
  // (another is harmless: the job finds nothing left); the schedule still runs whatever this misses.
  const runAgainAt = async (job: ScheduledJob, at: Date | null) => {
    if (!at) return
    await boss.send(job, null, {
      startAfter: at,
      singletonKey: `at:${at.toISOString()}`,
      singletonSeconds: (2 * NEXT_INSTANT_HORIZON_MS) / 1000,
    })
  }
  const handlers: Record<ScheduledJob, () => Promise<void>> = {
    [scheduledJobs.expirePayments]: async () => {
      const cancelled = await expireOverduePayments(database.db)
      if (cancelled > 0) log.info({ cancelled }, 'unpaid orders expired')
    },
    [scheduledJobs.sweepSaleWindows]: async () => {
      const { switched, nextSwitchAt } = await sweepSaleWindows(
        database.db,
        NEXT_INSTANT_HORIZON_MS,
      )
      if (switched > 0) log.info({ switched }, 'sale windows opened or closed')
      await runAgainAt(scheduledJobs.sweepSaleWindows, nextSwitchAt)
    },
    [scheduledJobs.publishScheduledArticles]: async () => {
      const { published, nextAt } = await publishScheduledArticles(
        database.db,
        NEXT_INSTANT_HORIZON_MS,
      )
      if (published > 0) log.info({ published }, 'scheduled articles published')
      await runAgainAt(scheduledJobs.publishScheduledArticles, nextAt)
    },
    [scheduledJobs.cleanUp]: async () => {
      const now = Date.now()
      const carts = await purgeAbandonedGuestCarts(
        database.db,
        new Date(now - GUEST_CART_MAX_AGE_MS),
      )
      const mails = await deleteSentMails(database.db, new Date(now - SENT_MAIL_KEPT_MS))
      if (carts + mails > 0)
        log.info({ carts, mails }, 'abandoned guest carts and old mails deleted')
    },
  }
  // Each job's schedule, and how often a start may queue a catch-up run of it (in seconds).
  const timing: Record<ScheduledJob, { cron: string; catchUpSeconds: number }> = {
    [scheduledJobs.expirePayments]: { cron: '* * * * *', catchUpSeconds: 60 },
    [scheduledJobs.sweepSaleWindows]: { cron: '* * * * *', catchUpSeconds: 60 },
    [scheduledJobs.publishScheduledArticles]: { cron: '* * * * *', catchUpSeconds: 60 },
    [scheduledJobs.cleanUp]: { cron: '17 * * * *', catchUpSeconds: 3600 },
  }
  for (const job of Object.values(scheduledJobs)) {
    await boss.createQueue(job, queue)
    await boss.schedule(job, timing[job].cron, null, { tz: 'UTC' })
    // A throttled job: the processes starting within one period queue one run between them.
    await boss.send(job, null, {
      singletonKey: 'catch-up',
      singletonSeconds: timing[job].catchUpSeconds,
    })
  }
  for (const job of Object.values(scheduledJobs)) {
    await boss.work(
      job,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 },
      async () => {
        try {
          await handlers[job]()
        } catch (error) {
          log.warn({ err: error, job }, 'scheduled job failed; retried later')
          options.onRun?.(job, 'failed')
          throw error
        }
        options.onRun?.(job, 'completed')
      },
    )
  }

  return {
    async counts() {
      const queues = await boss.getQueues(Object.values(scheduledJobs))
      return queues.map((q) => ({
        job: q.name as ScheduledJob,
        queued: q.queuedCount,
        failed: q.failedCount,
      }))
    },
    stop: () => boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 }),
  }
}
