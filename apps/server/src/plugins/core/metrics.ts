import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { CacheCounts } from '../../lib/cache/read-cache.ts'
import { mayReadMetrics } from '../../lib/metrics-access.ts'
import { countPendingMails } from '../../modules/mail-outbox/index.ts'
import { settingsRowCounts } from '../../modules/settings/index.ts'

export interface AppMetrics {
  readonly registry: Registry
  /** Orders committed by the checkout. */
  readonly ordersPlaced: Counter
  /** Outbox deliveries by outcome: `sent`, `retry` (failed, tried again later), `failed` (given up). */
  readonly mailDeliveries: Counter<'outcome'>
  /** Scheduled jobs run by this process, by job and outcome (`completed`, `failed`). */
  readonly jobRuns: Counter<'job' | 'outcome'>
  /** Where `/metrics` reads the jobs waiting and failed of each scheduled job (`scheduled-work.ts`). */
  watchJobs(read: () => Promise<JobCounts[]>): void
}

/** A scheduled job's queue as pg-boss counts it. */
export interface JobCounts {
  job: string
  queued: number
  failed: number
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics
  }
}

// The process's own figures (CPU, memory, event loop, GC) are the same for every app a process
// builds (tests build many): collected once, into a registry of their own.
let processRegistry: Registry | undefined
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

/** A route label for requests no route matched: the raw address would make a series per URL. */
const UNMATCHED = 'unmatched'

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]

/**
 * Prometheus metrics at `GET /metrics` (README, "Operations"): requests by route pattern, method and status, database connections and query
 * times, cache lookups, orders, the mail outbox and the scheduled jobs. Read by a caller holding
 * `METRICS_TOKEN` or on this machine; anyone else gets the 404 of an unknown address.
 */
export default fp(
  async function metrics(app: FastifyInstance) {
    const registry = new Registry()
    const requests = new Counter({
      name: 'phiencho_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [registry],
    })
    const durations = new Histogram({
      name: 'phiencho_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: HTTP_BUCKETS,
      registers: [registry],
    })
    const database = app.dbHandle
    const engine = database.kind
    const connections = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['engine'] as const,
        registers: [registry],
        collect() {
          this.set({ engine }, read())
        },
      })
    connections('phiencho_db_pool_connections', 'Open database connections', () => {
      return database.connections().total
    })
    connections('phiencho_db_pool_idle', 'Open database connections not in use', () => {
      return database.connections().idle
    })
    connections(
      'phiencho_db_pool_waiting',
      'Callers waiting for a database connection (PGlite: queries queued behind the running one)',
      () => database.connections().waiting,
    )
    const queryTimes = new Histogram({
      name: 'phiencho_db_query_duration_seconds',
      help: 'Database query time as its caller waits for it (queueing on a connection included)',
      labelNames: ['engine'] as const,
      buckets: QUERY_BUCKETS,
      registers: [registry],
    })
    const queryTimesOfEngine = queryTimes.labels({ engine })
    const stopTimingQueries = database.onQuery((seconds) => queryTimesOfEngine.observe(seconds))

    const caches = (): Record<string, CacheCounts> => ({
      catalog_api: app.catalogCache.counts.catalog,
      settings_api: app.catalogCache.counts.settings,
      pages: app.pageCache.counts,
      settings_row: settingsRowCounts,
    })
    new Counter({
      name: 'phiencho_cache_lookups_total',
      help: 'Lookups of the in-memory caches, by cache and result (hit, miss)',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
      collect() {
        this.reset()
        for (const [cache, counts] of Object.entries(caches())) {
          this.inc({ cache, result: 'hit' }, counts.hits)
          this.inc({ cache, result: 'miss' }, counts.misses)
        }
      },
    })
    new Gauge({
      name: 'phiencho_mail_pending',
      help: 'Mails in the outbox neither sent nor given up (every process counts the same rows)',
      registers: [registry],
      async collect() {
        // Without the database the scrape still answers, with the last count.
        const pending = await countPendingMails(app.db).catch(() => undefined)
        if (pending !== undefined) this.set(pending)
      },
    })
    const mailDeliveries = new Counter({
      name: 'phiencho_mail_deliveries_total',
      help: "Deliveries of outbox mails by this process's sender, by outcome (sent, retry, failed)",
      labelNames: ['outcome'] as const,
      registers: [registry],
    })
    for (const outcome of ['sent', 'retry', 'failed']) mailDeliveries.inc({ outcome }, 0)
    const ordersPlaced = new Counter({
      name: 'phiencho_orders_placed_total',
      help: 'Orders committed by the checkout',
      registers: [registry],
    })
    const jobRuns = new Counter({
      name: 'phiencho_job_runs_total',
      help: 'Scheduled jobs run by this process, by job and outcome (completed, failed)',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    })
    let readJobs: (() => Promise<JobCounts[]>) | undefined
    const jobGauge = (name: string, help: string, pick: (counts: JobCounts) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['job'] as const,
        registers: [registry],
        async collect() {
          const jobs = await readJobs?.().catch(() => undefined)
          for (const counts of jobs ?? []) this.set({ job: counts.job }, pick(counts))
        },
      })
    jobGauge(
      'phiencho_jobs_queued',
      'Scheduled jobs waiting to run, by job (all processes; pg-boss counts them about every minute)',
      (counts) => counts.queued,
    )
    jobGauge(
      'phiencho_jobs_failed',
      'Scheduled jobs failed after their retries and still kept, by job (all processes)',
      (counts) => counts.failed,
    )
    app.decorate('metrics', {
      registry,
      ordersPlaced,
      mailDeliveries,
      jobRuns,
      watchJobs(read: () => Promise<JobCounts[]>) {
        readJobs = read
      },
    })

    // The labelled series of each route, method and status, found once and kept.
    const series = new Map<
      string,
      { count: Counter.Internal; duration: Histogram.Internal<string> }
    >()
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED
      const status = String(reply.statusCode)
      const key = `${request.method} ${status} ${route}`
      let labelled = series.get(key)
      if (labelled === undefined) {
        const labels = { route, method: request.method, status }
        labelled = { count: requests.labels(labels), duration: durations.labels(labels) }
        series.set(key, labelled)
      }
      labelled.count.inc()
      labelled.duration.observe(reply.elapsedTime / 1000)
      done()
    })
    app.addHook('onClose', (_app, done) => {
      stopTimingQueries()
      done()
    })

    const token = app.config.metricsToken
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayReadMetrics(request, token)) return reply.callNotFound()
      const text = (await processMetrics().metrics()) + (await registry.metrics())
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(text)
    })
  },
  { name: 'metrics', dependencies: ['config'] },
)
