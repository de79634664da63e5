import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { openDatabase } from '../apps/server/src/db/client.ts'
import { describeDatabase } from './lib/bench-database.ts'
import {
  formatMs,
  formatRate,
  formatTable,
  type GoalCheck,
  formatGoals,
  percentile,
  saveResults,
} from './lib/report.ts'
import { startHelloServer, startShopServer, stopAllServers } from './lib/start-server.ts'
import { runAutocannon } from './lib/run-autocannon.ts'

// Checkout under load: 50 concurrent guests place COD orders through `POST /api/v1/checkout`, each
// from a cart of its own prepared beforehand, in two shapes: buyers spread over many products, and
// every buyer on one hot product. Printed with the oversell and duplicate counts read back from the
// database, beside a hello-world route of the same run. A tenth of the orders are sent twice with
// the same Idempotency-Key, as a double click or a retry would: they must answer the same order.
// Each shape first places unmeasured warm-up orders (a server that has just started runs its
// first thousand orders slower: code not yet optimised, statements not yet prepared); they count
// in the oversell and duplicate checks like the others.

type Shape = 'spread' | 'hot'
type Engine = 'postgres' | 'pglite'

const USAGE = `Usage: node checkout.bench.ts [options]
  --engines <list>      postgres,pglite (default: both)
  --shapes <list>       spread,hot (default: both)
  --database <url>      PostgreSQL server database, dropped and created anew
                        (default: postgres://postgres@127.0.0.1:5432/phiencho_bench_checkout)
  --connections <n>     concurrent buyers (default: 50)
  --duration <s>        seconds of ordering per shape (default: 10)
  --warmup <n>          unmeasured orders per shape first (default: 1000)
  --carts <n>           carts prepared per shape for the measured run (default: 6000; it stops
                        early without carts)
  --no-save             do not write bench/results/checkout-<time>.json`

const HANOI = { province_code: '01', ward_code: '00004' }
const STOCK = 1_000_000
const SPREAD_PRODUCTS = 100
const REPLAY_EVERY = 10

function parseOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      engines: { type: 'string', default: 'postgres,pglite' },
      shapes: { type: 'string', default: 'spread,hot' },
      database: {
        type: 'string',
        default: 'postgres://postgres@127.0.0.1:5432/phiencho_bench_checkout',
      },
      connections: { type: 'string', default: '50' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '1000' },
      carts: { type: 'string', default: '6000' },
      'no-save': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  return {
    engines: values.engines.split(',') as Engine[],
    shapes: values.shapes.split(',') as Shape[],
    database: values.database,
    connections: Number(values.connections),
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    carts: Number(values.carts),
    save: !values['no-save'],
  }
}

async function recreatePostgres(url: string) {
  const target = new URL(url)
  const name = target.pathname.slice(1)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  await client.query(`drop database if exists "${name}" with (force)`)
  await client.query(`create database "${name}"`)
  await client.end()
}

interface Api {
  origin: string
  json<T>(
    pathname: string,
    init?: RequestInit,
  ): Promise<{ status: number; body: T; cookie: string | null }>
}

function api(origin: string): Api {
  return {
    origin,
    async json<T>(pathname: string, init: RequestInit = {}) {
      const response = await fetch(`${origin}${pathname}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...init.headers,
        },
      })
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('cart_token='))
      return {
        status: response.status,
        body: (await response.json()) as T,
        cookie: cookie ? cookie.split(';')[0]! : null,
      }
    },
  }
}

/** The products the shape sells, with a stock no run can exhaust (errors would be sell-outs). */
async function stockUp(sql: Sql, shape: Shape) {
  const { rows } = await sql(
    `select p.id from products p
     where p.status = 'published' and not exists (select 1 from product_variants v where v.product_id = p.id)
       and (p.store_id is null or p.store_id in (select id from stores where status = 'active'))
     order by p.id limit $1`,
    [shape === 'hot' ? 1 : SPREAD_PRODUCTS],
  )
  const ids = rows.map((row) => Number(row.id))
  await sql(`update products set stock = $1 where id = any($2::int[])`, [STOCK, ids])
  return ids
}

/** One cart per future order, each a guest with its own cookie. */
async function prepareCarts(client: Api, productIds: number[], count: number, connections: number) {
  const carts: string[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        const index = next++
        const productId = productIds[index % productIds.length]!
        const res = await client.json<unknown>('/api/v1/cart/items', {
          method: 'POST',
          body: JSON.stringify({ product_id: productId, quantity: 1 }),
        })
        if (res.status !== 200 || !res.cookie)
          throw new Error(`cart ${index}: ${res.status} ${JSON.stringify(res.body)}`)
        carts.push(res.cookie)
      }
    }),
  )
  return carts
}

interface ShapeResult {
  engine: Engine
  shape: Shape
  orders: number
  seconds: number
  ordersPerSecond: number
  p50: number
  p99: number
  errors: number
  replays: number
  replayMismatches: number
  oversell: number
  lost: number
  duplicates: number
}

/**
 * Orders from `carts` for `duration` seconds (or until the carts run out). Every order carries
 * `marker` as its note, so that the read-back finds this shape's orders and no other's.
 */
async function placeOrders(
  client: Api,
  carts: string[],
  options: { connections: number; duration: number; marker: string },
  codes: Map<string, string>,
) {
  const latencies: number[] = []
  let errors = 0
  let replays = 0
  let replayMismatches = 0
  let next = 0
  const started = performance.now()
  const deadline = started + options.duration * 1000
  const body = JSON.stringify({
    name: 'Nguyễn Văn An',
    phone: '0912345678',
    email: 'khach.bench@phiencho.test',
    ...HANOI,
    street: '12 Lý Thường Kiệt',
    shipping_method: 'standard',
    payment_method: 'cod',
    note: options.marker,
  })
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline && next < carts.length) {
        const index = next++
        const key = `bench-${randomUUID()}`
        const send = () =>
          client.json<{ order?: { code: string } }>('/api/v1/checkout', {
            method: 'POST',
            body,
            headers: { cookie: carts[index]!, 'idempotency-key': key },
          })
        const t0 = performance.now()
        const res = await send()
        latencies.push(performance.now() - t0)
        if (res.status !== 201 || !res.body.order) {
          errors += 1
          continue
        }
        codes.set(key, res.body.order.code)
        if (index % REPLAY_EVERY === 0) {
          replays += 1
          const again = await send()
          if (again.status !== 200 || again.body.order?.code !== res.body.order.code)
            replayMismatches += 1
        }
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return { errors, replays, replayMismatches, seconds, latencies }
}

type Sql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

/**
 * Opens the shop's database from the bench. PostgreSQL takes a second client at any time; PGlite
 * is one process's, so the server is stopped around each look (stocking up, reading back).
 */
async function withDatabase<T>(url: string, work: (sql: Sql) => Promise<T>): Promise<T> {
  const handle = await openDatabase(url, { poolSize: 2 })
  const client = (handle.db as unknown as { $client: { query: Sql } }).$client
  try {
    return await work((text, values) => client.query(text, values))
  } finally {
    await handle.close()
  }
}

async function runEngine(engine: Engine, options: Options) {
  let databaseUrl = options.database
  let tempDir: string | null = null
  if (engine === 'postgres') {
    await recreatePostgres(options.database)
  } else {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'phiencho-checkout-'))
    databaseUrl = tempDir
  }
  const start = () =>
    startShopServer({ databaseUrl, env: { CATALOG_CACHE_TTL_MS: '0', SSR_CACHE_TTL_MS: '0' } })
  const results: ShapeResult[] = []
  try {
    console.log(
      `${engine}: starting the shop on ${engine === 'postgres' ? describeDatabase(databaseUrl) : 'a fresh PGlite folder'} (demo seed)…`,
    )
    let server = await start()
    for (const shape of options.shapes) {
      if (engine === 'pglite') await server.stop()
      const productIds = await withDatabase(databaseUrl, (sql) => stockUp(sql, shape))
      if (engine === 'pglite') server = await start()
      const client = api(server.url)
      console.log(
        `${engine} ${shape}: preparing ${options.carts} carts over ${productIds.length} product(s)…`,
      )
      const carts = await prepareCarts(
        client,
        productIds,
        options.warmup + options.carts,
        options.connections,
      )
      const marker = `bench ${randomUUID()} ${shape}`
      const codes = new Map<string, string>()
      if (options.warmup > 0) {
        console.log(`${engine} ${shape}: ${options.warmup} warm-up orders…`)
        const warmup = await placeOrders(
          client,
          carts.slice(0, options.warmup),
          // No time limit that matters: the warm-up ends when its carts run out.
          { connections: options.connections, duration: 600, marker },
          codes,
        )
        if (warmup.errors > 0) throw new Error(`${warmup.errors} warm-up orders failed`)
      }
      console.log(
        `${engine} ${shape}: ${options.connections} buyers ordering for ${options.duration} s…`,
      )
      const measured = codes.size
      const run = await placeOrders(
        client,
        carts.slice(options.warmup),
        { connections: options.connections, duration: options.duration, marker },
        codes,
      )
      if (engine === 'pglite') await server.stop()
      const checked = await withDatabase(databaseUrl, (sql) =>
        readBack(sql, productIds, codes, marker),
      )
      if (engine === 'pglite') server = await start()
      results.push({
        engine,
        shape,
        orders: codes.size - measured,
        seconds: run.seconds,
        ordersPerSecond: (codes.size - measured) / run.seconds,
        p50: percentile(run.latencies, 50),
        p99: percentile(run.latencies, 99),
        errors: run.errors,
        replays: run.replays,
        replayMismatches: run.replayMismatches,
        ...checked,
      })
    }
    await server.stop()
  } finally {
    if (tempDir) await rm(tempDir, { recursive: true, force: true })
  }
  return results
}

/**
 * Every answered order of the shape (its `marker`) is stored once, and stock fell by exactly the
 * units those orders hold: never more (oversell), never less (stock lost without an order).
 */
async function readBack(
  sql: Sql,
  productIds: number[],
  answered: Map<string, string>,
  marker: string,
) {
  const codes = [...answered.values()]
  const stored = await sql(
    `select count(*)::int as n from orders where note = $1 and code = any($2::text[])`,
    [marker, codes],
  )
  const all = await sql(`select count(*)::int as n from orders where note = $1`, [marker])
  const sold = await sql(
    `select coalesce(sum(i.quantity), 0)::int as sold from order_items i join orders o on o.id = i.order_id
     where o.note = $1 and i.product_id = any($2::int[])`,
    [marker, productIds],
  )
  const stock = await sql(
    `select coalesce(sum($2::int - stock), 0)::int as taken, min(stock)::int as lowest from products where id = any($1::int[])`,
    [productIds, STOCK],
  )
  const taken = Number(stock.rows[0]!.taken)
  const units = Number(sold.rows[0]!.sold)
  if (Number(stored.rows[0]!.n) === 0 && codes.length > 0) {
    throw new Error('none of the answered orders was found: the read-back cannot check anything')
  }
  return {
    // Units sold beyond what left the shelf, or a shelf below zero.
    oversell: Math.max(0, units - taken) + (Number(stock.rows[0]!.lowest) < 0 ? 1 : 0),
    lost: Math.max(0, taken - units),
    // Orders stored beyond the ones answered (a replay that made a second order), or answered twice.
    duplicates:
      Number(all.rows[0]!.n) - Number(stored.rows[0]!.n) + (codes.length - new Set(codes).size),
  }
}

type Options = ReturnType<typeof parseOptions>

export async function runCheckoutBench(argv: string[]) {
  const options = parseOptions(argv)
  const results: ShapeResult[] = []
  let hello = 0
  try {
    const helloServer = await startHelloServer()
    const helloRun = await runAutocannon({
      url: helloServer.url,
      connections: options.connections,
      duration: 5,
    })
    hello = helloRun.requestsPerSecond
    await helloServer.stop()

    for (const engine of options.engines) {
      results.push(...(await runEngine(engine, options)))
    }
  } finally {
    await stopAllServers()
  }

  console.log('')
  console.log(
    formatTable(
      [
        'engine',
        'shape',
        'orders/s',
        'orders',
        'p50 ms',
        'p99 ms',
        'errors',
        'replays (mismatch)',
        'oversell',
        'lost stock',
        'duplicates',
        'vs hello',
      ],
      results.map((r) => [
        r.engine,
        r.shape,
        formatRate(r.ordersPerSecond),
        String(r.orders),
        formatMs(r.p50),
        formatMs(r.p99),
        String(r.errors),
        `${r.replays} (${r.replayMismatches})`,
        String(r.oversell),
        String(r.lost),
        String(r.duplicates),
        hello ? `${((r.ordersPerSecond / hello) * 100).toFixed(2)} %` : '—',
      ]),
    ),
  )
  console.log(
    `hello-world: ${formatRate(hello)} req/s (same run, ${options.connections} connections)`,
  )
  const checks: GoalCheck[] = []
  for (const r of results.filter((row) => row.engine === 'postgres')) {
    const goal = r.shape === 'spread' ? 300 : 100
    checks.push({
      goal: `postgres ${r.shape} ≥ ${goal} orders/s`,
      measured: formatRate(r.ordersPerSecond),
      ok: r.ordersPerSecond >= goal,
    })
    checks.push({
      goal: `postgres ${r.shape} p99 < 250 ms`,
      measured: `${formatMs(r.p99)} ms`,
      ok: r.p99 < 250,
    })
  }
  for (const r of results) {
    checks.push({
      goal: `${r.engine} ${r.shape}: no error, oversell, lost stock, duplicate or replay mismatch`,
      measured: `${r.errors} / ${r.oversell} / ${r.lost} / ${r.duplicates} / ${r.replayMismatches}`,
      ok: r.errors + r.oversell + r.lost + r.duplicates + r.replayMismatches === 0,
    })
  }
  console.log('')
  console.log(formatGoals(checks))
  if (options.save) console.log(`wrote ${await saveResults('checkout', { hello, results })}`)
}

if (import.meta.main) await runCheckoutBench(process.argv.slice(2))
