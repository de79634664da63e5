import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { adminOrderListQuery, ORDER_TABS } from '@phiencho/contracts'
import pg from 'pg'

// The server's own declarations (its Fastify decorations), which the order service's module reaches.
import type {} from '../apps/server/src/app.ts'
import { verifyStaffAccessToken } from '../apps/server/src/modules/auth/index.ts'
import { listConsoleOrders } from '../apps/server/src/modules/orders/admin-orders.service.ts'
import {
  BARE_PAIRS,
  bareGoals,
  compareWithBare,
  formatBareTable,
  type ListTarget,
  measureJson,
  PAIR_DURATION_OPTION,
  PAIR_DURATION_USAGE,
  pairDurationOf,
  pickTargets,
  queryString,
  startBareReplay,
} from './lib/bare-comparison.ts'
import { describeDatabase } from './lib/bench-database.ts'
import { listOption, parseBenchOptions } from './lib/options.ts'
import { formatGoals, formatMs, formatRate, type GoalCheck, saveResults } from './lib/report.ts'
import { DEMO_OWNER, signInStaff } from './lib/staff-session.ts'
import {
  type RunningServer,
  startShopServer,
  stopAllServers,
  stopServersOnSignal,
} from './lib/start-server.ts'

// The back office's order console on PostgreSQL with a large order history (`npm run seed --
// --orders 1000000`): each saved tab and a search by phone, pages 1 and 500, next to a bare
// Fastify + `pg` route replaying the very SQL the console's service issues; the dashboard over
// 30 days and over two years; and the CSV export of every order (rows/s, the server's memory).

export const DEFAULT_ORDERS_DATABASE = 'postgres://postgres@127.0.0.1:5432/phiencho_bench_orders'
const DEEP_PAGE = 500
const PARTS = ['list', 'dashboard', 'export'] as const

const USAGE = `Usage: node orders.bench.ts [options]
  --database <url>     PostgreSQL with the orders (default: ${DEFAULT_ORDERS_DATABASE});
                       fill it with: DATABASE_URL=<url> npm run seed -- --orders 1000000
  --targets <words>    only the list targets whose name holds one of these words,
                       comma-separated (default: all)
  --only <parts>       of list, dashboard, export (default: all)
  --pairs <n>          bare SQL and API runs per list target, taking turns (default: ${BARE_PAIRS})
${PAIR_DURATION_USAGE}
  --connections <n>    concurrent connections (default: 10)
  --duration <s>       seconds measured per dashboard range (default: 5)
  --warmup <s>         seconds of unmeasured load before a run (default: 1)
  --no-save            do not write bench/results/orders-<timestamp>.json`

function parseOptions(argv: string[]) {
  const options = parseBenchOptions(
    argv,
    {
      database: { type: 'string' },
      only: { type: 'string' },
      targets: { type: 'string' },
      ...PAIR_DURATION_OPTION,
    },
    { pairs: BARE_PAIRS, connections: 10, duration: 5, warmup: 1 },
  )
  const { own, ...load } = options
  return {
    ...load,
    databaseUrl: own.database ?? process.env.BENCH_ORDERS_DATABASE_URL ?? DEFAULT_ORDERS_DATABASE,
    targets: own.targets,
    pairDuration: pairDurationOf(own['pair-duration']),
    parts: new Set(listOption(own.only, PARTS, PARTS, 'only', USAGE)),
  }
}

/** The phone number with the most orders. */
async function phoneWithOrders(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ phone: string; n: number }>(
      `select contact_phone as phone, count(*)::int as n from orders
       group by contact_phone order by count(*) desc limit 1`,
    )
    const phone = rows[0]?.phone
    if (!phone) throw new Error('The database holds no orders: seed it with --orders first')
    return phone
  } finally {
    await client.end()
  }
}

function listTargets(phone: string): ListTarget[] {
  const targets: ListTarget[] = []
  for (const tab of ORDER_TABS) {
    for (const page of [1, DEEP_PAGE])
      targets.push({ name: `${tab} p${page}`, query: { tab, page: String(page) } })
  }
  // The whole number, as staff type it when a customer calls, and its last 5 digits.
  targets.push({ name: 'phone search p1', query: { q: phone } })
  targets.push({ name: 'phone tail search p1', query: { q: phone.slice(-5) } })
  return targets
}

/** The server's resident memory, kB (Linux). */
async function residentKb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const match = /VmRSS:\s+(\d+) kB/.exec(status)
    return match ? Number(match[1]) : null
  } catch {
    return null
  }
}

async function measureExport(shop: RunningServer, token: string) {
  const before = await residentKb(shop.pid)
  let peak = before ?? 0
  const sampler = setInterval(() => {
    void residentKb(shop.pid).then((kb) => {
      if (kb !== null && kb > peak) peak = kb
    })
  }, 50)
  const started = performance.now()
  let bytes = 0
  let lines = 0
  try {
    const response = await fetch(`${shop.url}/api/v1/admin/orders/export.csv?tab=tat-ca`, {
      headers: { authorization: `Bearer ${token}` },
    })
    if (!response.ok || !response.body) throw new Error(`The export answered ${response.status}`)
    for await (const chunk of response.body) {
      const part = chunk as Uint8Array
      bytes += part.byteLength
      for (let i = 0; i < part.length; i++) if (part[i] === 10) lines++
    }
  } finally {
    clearInterval(sampler)
  }
  const seconds = (performance.now() - started) / 1000
  const rows = Math.max(0, lines - 1)
  return {
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    megabytes: bytes / 1e6,
    memoryBeforeMb: before === null ? null : before / 1024,
    memoryGrowthMb: before === null ? null : (peak - before) / 1024,
  }
}

export async function runOrdersBench(argv: string[]) {
  const options = parseOptions(argv)
  if (options.help) {
    console.log(USAGE)
    return null
  }
  if (!options.databaseUrl.startsWith('postgres'))
    throw new Error('--database must be a postgres:// URL')
  const offSignals = stopServersOnSignal()
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'phiencho-orders-'))
  const checks: GoalCheck[] = []
  const report: Record<string, unknown> = { database: describeDatabase(options.databaseUrl) }
  try {
    console.log(`starting the shop server on ${describeDatabase(options.databaseUrl)}…`)
    let shop = await startShopServer({ databaseUrl: options.databaseUrl })
    let token = await signInStaff(shop.url, DEMO_OWNER)
    const auth = { authorization: `Bearer ${token}` }

    if (options.parts.has('list')) {
      const targets = pickTargets(
        listTargets(await phoneWithOrders(options.databaseUrl)),
        options.targets,
      )
      const { bare, totals } = await startBareReplay({
        databaseUrl: options.databaseUrl,
        scratchDir: scratch,
        targets,
        // The bearer token's session and permissions check, then the console's list.
        work: async (db, target) => {
          if (!(await verifyStaffAccessToken(db, token))) throw new Error('The token was refused')
          const answer = await listConsoleOrders(db, adminOrderListQuery.parse(target.query))
          const { total } = answer.meta
          return `${answer.data.length} of ${total}${total >= answer.count_cap ? '+' : ''}`
        },
      })
      const rows = await compareWithBare({
        shop,
        bare,
        targets,
        totals,
        apiPath: (target) => `/api/v1/admin/orders?${queryString(target.query)}`,
        headers: auth,
        pairs: options.pairs,
        load: { ...options, duration: options.pairDuration },
      })
      console.log(`\n${formatBareTable(rows)}`)
      checks.push(...bareGoals(rows, { share: 0.8, p99Ms: 50 }))
      report.list = rows
    }

    if (options.parts.has('dashboard')) {
      const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10)
      const twoYearsAgo = new Date(Date.now() + 7 * 3600_000 - 730 * 86_400_000)
        .toISOString()
        .slice(0, 10)
      const ranges = [
        { name: 'dashboard 30 days', query: 'range=30d' },
        { name: 'dashboard 2 years', query: `range=custom&from=${twoYearsAgo}&to=${today}` },
      ]
      const rows = []
      for (const range of ranges) {
        const result = await measureJson(
          shop,
          [`/api/v1/admin/dashboard?${range.query}`],
          range.name,
          options,
          auth,
        )
        rows.push({ target: range.name, ...result })
        checks.push({
          goal: `${range.name} p99 < 50 ms`,
          measured: `${formatMs(result.latencyP99Ms, 0)} ms (${formatRate(result.requestsPerSecond)} req/s, ${result.totalRequests} answered, ${result.errors + result.timeouts} errors or timeouts${result.warning ? `, ${result.warning}` : ''})`,
          ok:
            result.latencyP99Ms < 50 &&
            result.warning === null &&
            result.totalRequests > 0 &&
            result.errors + result.timeouts + result.non2xx === 0,
        })
      }
      report.dashboard = rows
    }

    if (options.parts.has('export')) {
      if (options.parts.has('list') || options.parts.has('dashboard')) {
        // The memory goal is measured on a server that has served nothing else: one whose heap
        // other work has grown already hides what the export itself makes it keep.
        await shop.stop()
        shop = await startShopServer({ databaseUrl: options.databaseUrl })
        token = await signInStaff(shop.url, DEMO_OWNER)
      }
      console.log('exporting every order as CSV…')
      const exported = await measureExport(shop, token)
      console.log(
        `${formatRate(exported.rows)} rows (${exported.megabytes.toFixed(1)} MB) in ${exported.seconds.toFixed(1)} s: ${formatRate(exported.rowsPerSecond)} rows/s; server memory ${exported.memoryBeforeMb?.toFixed(0) ?? '?'} MB, grew ${exported.memoryGrowthMb?.toFixed(0) ?? '?'} MB`,
      )
      checks.push({
        goal: 'CSV export ≥ 50,000 rows/s',
        measured: `${formatRate(exported.rowsPerSecond)} rows/s (${formatRate(exported.rows)} rows)`,
        ok: exported.rowsPerSecond >= 50_000,
      })
      checks.push({
        goal: 'CSV export grows the server by < 100 MB',
        measured:
          exported.memoryGrowthMb === null ? 'unknown' : `${exported.memoryGrowthMb.toFixed(0)} MB`,
        ok: exported.memoryGrowthMb === null ? null : exported.memoryGrowthMb < 100,
      })
      report.export = exported
    }

    console.log(`\n${formatGoals(checks)}`)
    if (options.save) console.log(`\nwrote ${await saveResults('orders', { ...report, checks })}`)
    return report
  } finally {
    offSignals()
    await stopAllServers()
    await rm(scratch, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  await runOrdersBench(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
