import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { productListQuery } from '@phiencho/contracts'
import pg from 'pg'

import {
  getProductDetail,
  listProducts,
} from '../apps/server/src/modules/catalog/catalog.service.ts'
import {
  DEFAULT_CATALOG_DATABASE,
  DEFAULT_CATALOG_PRODUCTS,
  describeDatabase,
  ensureCatalogDatabase,
} from './lib/bench-database.ts'
import { createSqlRecorder, type QueryPlan } from './lib/capture-sql.ts'
import {
  formatGoals,
  formatMs,
  formatRate,
  formatShare,
  formatTable,
  type GoalCheck,
  median,
  overPairs,
  saveResults,
} from './lib/report.ts'
import { BROWSER_ACCEPT_ENCODING, measure, type Measurement } from './lib/measure.ts'
import {
  type RunningServer,
  startBareSqlServer,
  startHelloServer,
  startShopServer,
  stopAllServers,
  stopServersOnSignal,
} from './lib/start-server.ts'
import { listOption, numberOption, parseBenchOptions } from './lib/options.ts'

// The catalogue API under load on PostgreSQL with a large catalogue, next to two baselines run in
// the same session: Fastify hello-world (the ceiling of the platform) and Fastify + `pg` replaying
// the very SQL the product service issues (the ceiling of the queries). Each API figure is taken
// with the catalogue read cache off (CATALOG_CACHE_TTL_MS=0) and on (the server's default TTL).

const LIST_QUERY = 'per_page=24&category=dien-thoai-may-tinh-bang&sort=price_asc'
const DEEP_PAGE = 200
/** Without marks, as shoppers type them; the last is one broad word. */
const SEARCH_WORDS = [
  'dien thoai',
  'tai nghe bluetooth',
  'noi com dien',
  'ao thun nam',
  'ca phe rang',
  'ipad air',
  'quat dung',
  'man hinh gaming',
  'tra thai nguyen',
  'giay the thao',
  'kem chong nang',
  'ao',
]

type Endpoint = 'list' | 'list-p200' | 'detail' | 'search'
const ENDPOINTS: Endpoint[] = ['list', 'list-p200', 'detail', 'search']
type CacheMode = 'off' | 'on'

const P99_GOAL_MS: Record<Endpoint, number> = {
  list: 25,
  'list-p200': 25,
  detail: 25,
  search: 40,
}

const USAGE = `Usage: node catalog.bench.ts [options]
  --database <postgres://…>  bench database, created and seeded when needed
                             (default: ${describeDatabase(DEFAULT_CATALOG_DATABASE)}, or BENCH_DATABASE_URL)
  --products <n>             products the database must hold (default: ${DEFAULT_CATALOG_PRODUCTS})
  --only <list>              endpoints: ${ENDPOINTS.join(',')} (default: all)
  --cache <off,on>           catalogue cache modes to measure (default: off,on)
  --slugs <n>                product pages the detail target rotates over (default: 1000)
  --connections <n>          concurrent connections (default: 50)
  --duration <s>             seconds measured per target (default: 10)
  --warmup <s>               seconds of unmeasured load per target first (default: 3)
  --pairs <n>                uncached API rows, each right after its bare SQL row; the goal takes
                             the median of their ratios (default: 3)
  --no-save                  do not write bench/results/catalog-<timestamp>.json`

function parseOptions(argv: string[]) {
  const { own, ...load } = parseBenchOptions(
    argv,
    {
      database: { type: 'string' },
      products: { type: 'string' },
      only: { type: 'string' },
      cache: { type: 'string' },
      slugs: { type: 'string' },
    },
    { pairs: 3, connections: 50, duration: 10, warmup: 3 },
  )
  const only = listOption(own.only, ENDPOINTS, ENDPOINTS, 'only', USAGE)
  const modes = listOption<CacheMode>(own.cache, ['off', 'on'], ['off', 'on'], 'cache', USAGE)
  const databaseUrl = own.database ?? DEFAULT_CATALOG_DATABASE
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('The catalogue bench needs PostgreSQL: --database postgres://…')
  }
  return {
    ...load,
    databaseUrl,
    products: Math.round(numberOption(own.products, DEFAULT_CATALOG_PRODUCTS, 'products')),
    endpoints: ENDPOINTS.filter((endpoint) => only.includes(endpoint)),
    modes,
    slugs: Math.max(1, Math.round(numberOption(own.slugs, 1000, 'slugs'))),
  }
}

/** `a=1&b=x&b=y` → `{ a: '1', b: ['x', 'y'] }`, as Fastify's query parser gives it. */
function queryObject(search: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = out[key]
    out[key] = previous === undefined ? value : [previous, value].flat()
  }
  return out
}

/** Published products spread over the catalogue (a fixed pseudo-random order). */
async function pickSlugs(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const result = await client.query<{ slug: string }>(
      `select slug from products where status = 'published' order by md5(id::text) limit $1`,
      [count],
    )
    return result.rows.map((row) => row.slug)
  } finally {
    await client.end()
  }
}

interface Workload {
  /** API paths sent in turn. */
  apiPaths: string[]
  /** The SQL each API path issues, in the same order. */
  plans: QueryPlan[]
  /** What the service answered, for the log (totals, sizes). */
  summary: string
}

async function captureWorkloads(
  databaseUrl: string,
  endpoints: Endpoint[],
  slugCount: number,
): Promise<Record<Endpoint, Workload>> {
  const recorder = createSqlRecorder(databaseUrl)
  const workloads = {} as Record<Endpoint, Workload>
  try {
    const list = async (query: string) => {
      let page: Awaited<ReturnType<typeof listProducts>> | undefined
      const plan = await recorder.capture(async (db) => {
        page = await listProducts(db, productListQuery.parse(queryObject(query)))
      })
      return { plan, page: page! }
    }
    for (const endpoint of endpoints) {
      if (endpoint === 'list' || endpoint === 'list-p200') {
        const query = endpoint === 'list' ? LIST_QUERY : `${LIST_QUERY}&page=${DEEP_PAGE}`
        const { plan, page } = await list(query)
        workloads[endpoint] = {
          apiPaths: [`/api/v1/products?${query}`],
          plans: [plan],
          summary: `${page.data.length} of ${page.meta.total}${page.meta.total_capped ? '+' : ''} products, page ${page.meta.current_page}, ${plan.length} statements`,
        }
      } else if (endpoint === 'search') {
        const apiPaths: string[] = []
        const plans: QueryPlan[] = []
        const totals: string[] = []
        for (const words of SEARCH_WORDS) {
          const query = `per_page=24&q=${encodeURIComponent(words)}`
          const { plan, page } = await list(query)
          apiPaths.push(`/api/v1/products?${query}`)
          plans.push(plan)
          totals.push(`"${words}" ${page.meta.total}${page.meta.total_capped ? '+' : ''}`)
        }
        workloads.search = { apiPaths, plans, summary: `matches: ${totals.join(', ')}` }
      } else {
        const apiPaths: string[] = []
        const plans: QueryPlan[] = []
        for (const slug of await pickSlugs(databaseUrl, slugCount)) {
          try {
            plans.push(await recorder.capture((db) => getProductDetail(db, slug)))
            apiPaths.push(`/api/v1/products/${encodeURIComponent(slug)}`)
          } catch {
            // hidden (its shop is not active): not a page a shopper reaches
          }
        }
        if (!plans.length) throw new Error('No visible product found for the detail target')
        workloads.detail = {
          apiPaths,
          plans,
          summary: `${plans.length} product pages in turn, ${plans[0]!.length} statement each`,
        }
      }
      const workload = workloads[endpoint]
      if (workload.plans.some((plan) => plan.length === 0)) {
        throw new Error(`The ${endpoint} service call issued no SQL: is a cache in the service?`)
      }
    }
  } finally {
    await recorder.close()
  }
  return workloads
}

interface Row extends Measurement {
  target: string
  kind: 'hello' | 'bare' | 'api'
  endpoint: Endpoint | null
  cache: CacheMode | null
  /** Sent with Chromium's Accept-Encoding; otherwise with none, as autocannon sends by default. */
  compressed: boolean
  /** Which pair of bare SQL and uncached API rows (1 for every other row). */
  pair: number
}

type Options = ReturnType<typeof parseOptions>

async function measureRow(
  server: RunningServer,
  paths: string[],
  label: Pick<Row, 'target' | 'kind' | 'endpoint' | 'cache' | 'compressed'> & { pair?: number },
  options: Options,
): Promise<Row> {
  const pair = label.pair ?? 1
  const result = await measure({
    origin: server.url,
    paths,
    title: label.target,
    accept: 'application/json',
    acceptEncoding: label.compressed ? BROWSER_ACCEPT_ENCODING : null,
    connections: options.connections,
    duration: options.duration,
    // A later pair's servers are warm already.
    warmup: pair > 1 ? Math.min(1, options.warmup) : options.warmup,
  })
  return { ...result, ...label, pair }
}

/** Hello-world's throughput: the mean of its runs (first and last) in this session. */
function helloRate(rows: Row[]): number | undefined {
  const runs = rows.filter((row) => row.kind === 'hello')
  if (runs.length === 0) return undefined
  return runs.reduce((sum, row) => sum + row.requestsPerSecond, 0) / runs.length
}

function goals(rows: Row[]): GoalCheck[] {
  const checks: GoalCheck[] = []
  const hello = helloRate(rows)
  // Uncached rows and their bare SQL baseline are compared as autocannon sends by default (no
  // Accept-Encoding: the bare route compresses nothing); cached rows as a browser asks.
  const find = (
    endpoint: Endpoint,
    kind: Row['kind'],
    cache: CacheMode | null = null,
    compressed = cache === 'on',
    pair = 1,
  ) =>
    rows.find(
      (row) =>
        row.endpoint === endpoint &&
        row.kind === kind &&
        row.cache === cache &&
        row.compressed === compressed &&
        row.pair === pair,
    )
  const pairs = Math.max(...rows.map((row) => row.pair))
  /** Each pair's bare SQL and uncached API rows of the endpoint, where both were taken. */
  const pairsOf = (endpoint: Endpoint) =>
    Array.from({ length: pairs }, (_, i) => ({
      bare: find(endpoint, 'bare', null, false, i + 1),
      off: find(endpoint, 'api', 'off', false, i + 1),
    })).filter((pair) => pair.off)
  for (const endpoint of ENDPOINTS) {
    const taken = pairsOf(endpoint)
    const on = find(endpoint, 'api', 'on')
    const shares = taken.flatMap(({ bare, off }) =>
      bare && off ? [off.requestsPerSecond / bare.requestsPerSecond] : [],
    )
    if (shares.length) {
      checks.push({
        goal: `${endpoint} uncached ≥ 80 % of bare SQL`,
        measured: overPairs(shares, formatShare),
        ok: median(shares) >= 0.8,
      })
    }
    if (on && hello) {
      const share = on.requestsPerSecond / hello
      checks.push({
        goal: `${endpoint} cached ≥ 50 % of hello-world`,
        measured: `${formatShare(share)}${on.cacheHeader === 'HIT' ? '' : ` (x-cache: ${on.cacheHeader ?? 'none'})`}`,
        ok: share >= 0.5,
      })
    }
    const p99s = {
      off: taken.map(({ off }) => off!.latencyP99Ms),
      on: on ? [on.latencyP99Ms] : [],
    }
    for (const cache of ['off', 'on'] as const) {
      if (!p99s[cache].length) continue
      const p99 = median(p99s[cache])
      checks.push({
        goal: `${endpoint} cache ${cache} p99 < ${P99_GOAL_MS[endpoint]} ms`,
        measured: overPairs(p99s[cache], (ms) => `${formatMs(ms)} ms`),
        ok: p99 < P99_GOAL_MS[endpoint],
      })
    }
  }
  for (const cache of ['off', 'on'] as const) {
    // At a fixed number of connections the mean latency is what a slower page costs.
    const compared = Array.from({ length: cache === 'off' ? pairs : 1 }, (_, i) => ({
      first: find('list', 'api', cache, cache === 'on', i + 1),
      deep: find('list-p200', 'api', cache, cache === 'on', i + 1),
    })).flatMap(({ first, deep }) => (first && deep ? [{ first, deep }] : []))
    if (!compared.length) continue
    const ratios = compared.map(({ first, deep }) => deep.latencyAverageMs / first.latencyAverageMs)
    const { first, deep } = compared[0]!
    checks.push({
      goal: `page ${DEEP_PAGE} ≤ 2× page 1 (mean latency, cache ${cache})`,
      measured:
        compared.length > 1
          ? overPairs(ratios, (ratio) => `${ratio.toFixed(2)}×`)
          : `${ratios[0]!.toFixed(2)}× (${formatMs(deep.latencyAverageMs, 2)} vs ${formatMs(first.latencyAverageMs, 2)} ms)`,
      ok: median(ratios) <= 2,
    })
  }
  return checks
}

function printRows(rows: Row[]) {
  const hello = helloRate(rows)
  // An uncached row against the bare SQL row of its pair; the compressed and cached ones against
  // the first pair's.
  const bareOf = (row: Row) =>
    rows.find(
      (bare) =>
        bare.kind === 'bare' &&
        bare.endpoint === row.endpoint &&
        bare.pair === (row.compressed ? 1 : row.pair),
    )
  const lines = rows.map((row) => {
    const bare = row.kind === 'api' ? bareOf(row) : undefined
    return [
      row.target,
      formatRate(row.requestsPerSecond),
      formatMs(row.latencyAverageMs, 2),
      formatMs(row.latencyP50Ms),
      formatMs(row.latencyP99Ms),
      String(row.non2xx + row.errors + row.timeouts),
      row.cacheHeader ?? '—',
      formatShare(hello ? row.requestsPerSecond / hello : null),
      formatShare(bare ? row.requestsPerSecond / bare.requestsPerSecond : null),
    ]
  })
  const header = ['target', 'req/s', 'avg ms', 'p50 ms', 'p99 ms', 'failed', 'x-cache']
  console.log(`\n${formatTable([...header, 'vs hello', 'vs bare SQL'], lines)}`)
  if (hello)
    console.log(`vs hello: against the mean of the hello-world runs, ${formatRate(hello)} req/s`)
  for (const row of rows) {
    if (row.warning) console.log(`! ${row.target}: ${row.warning}`)
    else if (row.non2xx > 0)
      console.log(`! ${row.target}: ${row.non2xx} non-2xx answers under load`)
  }
}

export async function runCatalogBench(argv: string[]): Promise<Row[]> {
  const options = parseOptions(argv)
  if (options.help) {
    console.log(USAGE)
    return []
  }
  const offSignals = stopServersOnSignal()
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'phiencho-catalog-bench-'))
  try {
    const products = await ensureCatalogDatabase(options.databaseUrl, options.products)
    console.log(
      `${describeDatabase(options.databaseUrl)}: ${products.toLocaleString('en-US')} products`,
    )

    console.log('capturing the SQL of each request through the product service…')
    const workloads = await captureWorkloads(options.databaseUrl, options.endpoints, options.slugs)
    for (const endpoint of options.endpoints) {
      console.log(`  ${endpoint}: ${workloads[endpoint].summary}`)
    }
    const plansFile = path.join(tmp, 'plans.json')
    const plans = Object.fromEntries(options.endpoints.map((e) => [e, workloads[e].plans]))
    await writeFile(plansFile, JSON.stringify(plans))

    // This machine's speed drifts by minutes (other tenants): each API row is taken right after
    // its bare SQL row, and hello-world both first and last, its mean being the ratio's base.
    const rows: Row[] = []
    const hello = await startHelloServer()
    const measureHello = async (when: string) =>
      rows.push(
        await measureRow(
          hello,
          ['/'],
          {
            target: `hello-world (${when})`,
            kind: 'hello',
            endpoint: null,
            cache: null,
            compressed: false,
          },
          options,
        ),
      )
    await measureHello('first')
    const bare = await startBareSqlServer({ databaseUrl: options.databaseUrl, plansFile })
    for (const cache of options.modes) {
      console.log(`starting the shop server, catalogue cache ${cache}…`)
      // "on" leaves the server's default TTL; an older server ignores the variable (no x-cache).
      const shop = await startShopServer({
        databaseUrl: options.databaseUrl,
        env: cache === 'off' ? { CATALOG_CACHE_TTL_MS: '0' } : {},
      })
      try {
        for (const endpoint of options.endpoints) {
          const barePaths = workloads[endpoint].plans.map((_plan, i) => `/plans/${endpoint}/${i}`)
          const measureBare = async (pair: number) =>
            rows.push(
              await measureRow(
                bare,
                barePaths,
                {
                  target: `bare SQL ${endpoint}${pair > 1 ? ` (pair ${pair})` : ''}`,
                  kind: 'bare',
                  endpoint,
                  cache: null,
                  compressed: false,
                  pair,
                },
                options,
              ),
            )
          const measureApi = async (compressed: boolean, pair = 1) =>
            rows.push(
              await measureRow(
                shop,
                workloads[endpoint].apiPaths,
                {
                  target: `api ${endpoint} cache ${cache}${compressed ? ' (compressed)' : ''}${pair > 1 ? ` (pair ${pair})` : ''}`,
                  kind: 'api',
                  endpoint,
                  cache,
                  compressed,
                  pair,
                },
                options,
              ),
            )
          if (cache === 'off') {
            // Uncached: as autocannon asks (the goal's figure), each right after the bare route
            // (which compresses nothing), in pairs; then once as a browser asks (the answer's
            // compression included).
            for (let pair = 1; pair <= options.pairs; pair++) {
              await measureBare(pair)
              await measureApi(false, pair)
            }
            await measureApi(true)
          } else {
            if (!options.modes.includes('off')) await measureBare(1)
            await measureApi(true)
          }
        }
      } finally {
        await shop.stop()
      }
    }
    await bare.stop()
    await measureHello('last')
    await hello.stop()

    printRows(rows)
    const checks = goals(rows)
    console.log(
      `\nGoals (one machine for server, database and load generator):\n${formatGoals(checks)}`,
    )
    if (
      options.modes.includes('on') &&
      !rows.some((row) => row.cache === 'on' && row.cacheHeader)
    ) {
      console.log(
        '! no x-cache header: this server has no catalogue read cache (CATALOG_CACHE_TTL_MS)',
      )
    }
    if (options.save) {
      const file = await saveResults('catalog', {
        database: describeDatabase(options.databaseUrl),
        products,
        connections: options.connections,
        durationSeconds: options.duration,
        warmupSeconds: options.warmup,
        listQuery: LIST_QUERY,
        searchWords: SEARCH_WORDS,
        detailPages: workloads.detail?.apiPaths.length ?? 0,
        results: rows,
        goals: checks,
      })
      console.log(`\nwrote ${file}`)
    }
    return rows
  } finally {
    offSignals()
    await stopAllServers()
    await rm(tmp, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  await runCatalogBench(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
