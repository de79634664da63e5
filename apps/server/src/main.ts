import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { PendingMigrationsError, prepareSchema } from './db/migrate.ts'
import { closeConnectionsAfterResponse } from './lib/close-after-response.ts'
import { ensureReferenceData, seedIfEmpty } from './db/seed/index.ts'
import { startScheduledWork } from './workflows/scheduled-work.ts'

async function main() {
  const config = loadConfig(undefined, { dev: process.argv.includes('--dev') })

  // The pool can lose an idle connection before the app (and its logger) exists.
  const started: { app?: Awaited<ReturnType<typeof buildApp>> } = {}
  const database = await openDatabase(config.databaseUrl, {
    poolSize: config.databasePoolSize,
    onIdleClientError: (err) => started.app?.log.warn({ err }, 'idle database connection lost'),
  })
  const app = await buildApp({ config, database })
  started.app = app

  // Off when the deploy runs `npm run migrate` before starting several processes (ADR 041).
  const applied = await prepareSchema(database, config.migrateOnStart)
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated')
  if (config.seedDemo) {
    const seeded = await seedIfEmpty(database.db, {
      media: app.mediaStorage,
      log: (msg) => app.log.info(msg),
    })
    if (seeded) app.log.info('demo data seeded')
  } else {
    // Provinces and wards are reference data that checkout needs, demo data or not.
    await ensureReferenceData(database.db)
  }

  // Payment expiry and clean-ups, each run once whatever the number of processes (ADR 042).
  const scheduled = await startScheduledWork(database, {
    log: app.log,
    onRun: (job, outcome) => app.metrics.jobRuns.inc({ job, outcome }),
    stopTimeoutMs: config.shutdownTimeoutMs,
  })
  app.metrics.watchJobs(() => scheduled.counts())
  // The root's last onClose hook runs first: no job is under way while the mail sender finishes.
  app.addHook('onClose', () => scheduled.stop())

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    // Readiness fails first, while requests are still served, so that the load balancer stops
    // sending any before the port closes (SHUTDOWN_DRAIN_MS); then the server stops accepting,
    // answers what it has, stops the background work and closes the pools.
    app.drain()
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining')
    const force = setTimeout(() => {
      app.log.error(`shutdown timed out after ${config.shutdownTimeoutMs} ms`)
      process.exit(1)
    }, config.shutdownDrainMs + config.shutdownTimeoutMs)
    force.unref()
    setTimeout(() => {
      app.log.info('shutting down: finishing requests')
      closeConnectionsAfterResponse(app.server)
      // The database closes last: the mail sender records the deliveries it finishes on close.
      app
        .close()
        .then(() => database.close())
        .then(
          () => {
            app.log.info('shut down')
            process.exit(0)
          },
          (err: unknown) => {
            app.log.error({ err }, 'error during shutdown')
            process.exit(1)
          },
        )
    }, config.shutdownDrainMs)
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  await app.listen({ host: config.host, port: config.port })
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof PendingMigrationsError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
