import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { SEED_PICTURE_CACHE_DIR } from '../../apps/server/src/test/seed-pictures.ts'
import { findFreePort, nodeBinary } from '../support/app-server.ts'
import { repoRoot, webBuildDir } from '../support/paths.ts'
import {
  checkoutBody,
  sendCheckout,
  startCheckoutLoad,
  unsettledCheckouts,
  waitFor,
} from './checkout-load.ts'
import {
  auditOrders,
  readStockLedger,
  simpleProducts,
  type Sql,
  stockDrift,
} from './order-ledger.ts'
import { type RunningProcess, runToEnd, startProcess, waitForOk } from './processes.ts'

// The one-process shop on its embedded database (PGlite in a folder, the default), killed with
// SIGKILL while guests order: it must start again on the same folder, with every order it
// answered and the stock they took. PGlite runs PostgreSQL with fsync off and writes through
// Node's file system, so a killed process loses nothing the operating system was handed; a power
// cut or a kernel crash may (docs/decisions/044-crash-durability.md).

const onCi = process.env.CI === 'true'
const webBuilt = existsSync(path.join(webBuildDir, 'server/index.js'))

const BUYERS = 4
const SCARCE = 2
const SCARCE_STOCK = 5
/** Kills in a row, each with checkouts under way, each followed by a start on the same folder. */
const KILLS = 2

/** The shop's PGlite folder opened in this process, while no server holds it. */
async function withDatabase<T>(dataDir: string, work: (sql: Sql) => Promise<T>): Promise<T> {
  const handle = await openDatabase(dataDir)
  const client = (handle.db as unknown as { $client: { query: Sql } }).$client
  try {
    return await work((text, values) => client.query(text, values))
  } finally {
    await handle.close()
  }
}

let runDir: string | undefined
const started: RunningProcess[] = []
afterAll(async () => {
  await Promise.all(started.map((process) => process.stop(5_000)))
  if (runDir) await rm(runDir, { recursive: true, force: true })
})

// Without the web build the server cannot start; CI builds it first and must run this.
describe.skipIf(!webBuilt && !onCi)('the one-process shop on PGlite, killed mid-checkout', () => {
  it('starts again on its folder with every answered order, none twice, and the stock whole', async () => {
    runDir = await mkdtemp(path.join(os.tmpdir(), 'phiencho-pglite-crash-'))
    const dataDir = path.join(runDir, 'pglite')
    const files = {
      DATABASE_URL: dataDir,
      MEDIA_DIR: path.join(runDir, 'media'),
      MAIL_DIR: path.join(runDir, 'mail'),
    }
    await runToEnd({
      name: 'the demo seed',
      command: nodeBinary(),
      args: ['apps/server/src/db/seed/cli.ts'],
      cwd: repoRoot,
      env: {
        ...files,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        SEED_PICTURE_CACHE: SEED_PICTURE_CACHE_DIR,
      },
      logFile: path.join(runDir, 'seed.log'),
    })
    const { productIds, before } = await withDatabase(dataDir, async (sql) => {
      const ids = await simpleProducts(sql, 8)
      await sql(
        `update products set stock = case when id = any($1::int[]) then ${SCARCE_STOCK} else 100000 end
         where id = any($2::int[])`,
        [ids.slice(0, SCARCE), ids],
      )
      return { productIds: ids, before: await readStockLedger(sql) }
    })
    expect(productIds.length).toBeGreaterThan(SCARCE)

    const port = await findFreePort()
    const url = `http://127.0.0.1:${port}`
    let starts = 0
    const start = async () => {
      starts += 1
      const server = startProcess({
        name: `server (start ${starts})`,
        command: nodeBinary(),
        args: ['apps/server/src/main.ts'],
        cwd: repoRoot,
        env: {
          ...files,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          APP_URL: url,
          APP_SECRET: `pglite-crash-${randomUUID()}-secret-value`,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
        },
        logFile: path.join(runDir!, `server-${starts}.log`),
      })
      started.push(server)
      await waitForOk(`${url}/readyz`, server)
      return server
    }

    let server = await start()
    const marker = `crash ${randomUUID()}`
    const load = startCheckoutLoad({
      buyers: BUYERS,
      marker,
      productIds,
      origin: () => url,
      // One process: a guest whose order got no answer sends it again once the shop is back.
      retryOrigin: () => url,
      retryForMs: 120_000,
    })
    let killedAt: number | undefined
    try {
      for (let kill = 1; kill <= KILLS; kill++) {
        await waitFor('orders', () => load.placed() >= 12 * kill)
        await waitFor('checkouts under way', () => load.inFlight(url) >= 2)
        server.child.kill('SIGKILL')
        killedAt = load.records.length
        // Never two processes on one PGlite folder: the new one starts once the old one is gone.
        expect((await server.exited).signal).toBe('SIGKILL')
        const placedAtKill = load.placed()
        server = await start()
        await waitFor('orders after the restart', () => load.placed() >= placedAtKill + 8, 60_000)
      }
    } finally {
      await load.stop()
    }

    const records = load.records
    const interrupted = records.filter((record) => record.attempts.some((a) => a.status === 0))
    expect(interrupted.length).toBeGreaterThan(0)
    expect(unsettledCheckouts(records)).toEqual([])
    // The restarted process answers a key the killed one had answered, or had committed
    // without answering, with that same order.
    const answeredBeforeKill = records
      .slice(0, killedAt)
      .filter((record) => record.code !== null && record.attempts[0]?.status === 201)
      .slice(-5)
    for (const record of [...answeredBeforeKill, ...interrupted.filter((r) => r.code !== null)]) {
      const again = await sendCheckout(url, record, checkoutBody(marker, record.paymentMethod))
      expect(again, record.key).toEqual({ status: 200, code: record.code })
    }

    expect(await server.stop()).toEqual({ code: 0, signal: null })
    const codes = records.flatMap((record) => (record.code ? [record.code] : []))
    expect(new Set(codes).size).toBe(codes.length)
    const { audit, after } = await withDatabase(dataDir, async (sql) => ({
      audit: await auditOrders(sql, marker, codes),
      after: await readStockLedger(sql),
    }))
    expect(audit.lost).toEqual([])
    expect(audit.unanswered).toEqual([])
    expect(audit.incomplete).toEqual([])
    expect(audit.duplicateCodes).toEqual([])
    expect(audit.stored).toBe(codes.length)
    expect(after.negative).toEqual([])
    expect(stockDrift(before, after)).toEqual([])

    const replayed = interrupted.filter((record) => record.attempts.some((a) => a.status === 200))
    console.info(
      `crash (PGlite): ${records.length} checkouts, ${codes.length} orders, ${interrupted.length} cut off by ${KILLS} kills (${replayed.length} committed before), ${records.filter((r) => r.code === null).length} refused as sold out, started again on the same folder each time`,
    )
  }, 240_000)
})
