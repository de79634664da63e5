import { randomUUID } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { startCluster } from '../e2e/cluster/cluster.ts'
import { startProcess, waitForOk } from '../e2e/cluster/processes.ts'
import {
  auditOrders,
  readStockLedger,
  simpleProducts,
  type Sql,
  type StockLedger,
} from '../e2e/cluster/order-ledger.ts'
import { listOption, numberOption } from './lib/options.ts'
import { findFreePort, repoRoot } from './lib/start-server.ts'
import {
  formatGoals,
  formatMs,
  formatRate,
  formatShare,
  formatTable,
  type GoalCheck,
  median,
  saveResults,
} from './lib/report.ts'
import {
  type AnyCluster,
  MailCount,
  measureRouteCpu,
  measureThroughput,
  phaseFigures,
  type PhaseFigures,
  type RouteCpu,
} from './lib/scale-out-phases.ts'
import { type Catalogue, ROUTES, startShopLoad } from './lib/shop-sessions.ts'

// The shop as deployed for scale-out: PostgreSQL, Redis, an S3 store (s3rver), an SMTP server and
// one or two server processes behind HAProxy (deploy/haproxy.cfg), started by the e2e cluster
// harness. Shoppers browse, search, fill carts, order and sign in through HAProxy while one
// process is stopped in the middle of the run, killed (SIGKILL) or told to stop (SIGTERM), and
// started again; then the database is read back: no answered order lost, none made twice, no
// stock sold twice. Also measured: CPU time per request of each route (to project how many
// processes a number of cores carries) and the throughput of one process against two.

type Scenario = 'kill' | 'term'

const USAGE = `Usage: node scale-out.bench.ts [options]
  --scenarios <list>     kill,term (default both): at --kill-at one process gets SIGKILL (kill)
                         or SIGTERM (term: drains, answers what it has, exits), and is started again
  --processes <n>        server processes behind HAProxy, 1 or 2 (default 2)
  --duration <s>         seconds of mixed load per scenario (default 300)
  --kill-at <s>          when a process is stopped (default 120)
  --connections <n>      shoppers, each visit after visit without pause (default 32)
  --phase-duration <s>   seconds of each per-route CPU phase and of each throughput phase
                         (default 10)
  --warmup <s>           seconds of mixed load before anything is measured (default 10)
  --pairs <n>            throughput runs of one process, then two, in turn (default 2)
  --database <url>       PostgreSQL server; the bench creates <its name>_scaleout afresh
                         (default postgres://postgres@127.0.0.1:5432/phiencho_bench)
  --no-save              do not write bench/results/scale-out-<time>.json`

/** Window of the "around the stop" phase, each side of the signal. */
const AROUND_MS = 5_000
const BENCH_STOCK = 1_000_000
const SEARCH_WORDS = ['dien thoai', 'tai nghe', 'noi com dien', 'ao thun nam', 'ca phe', 'giay']

// Caches as the shop ships them; logins from one address are not what is measured; a stopped
// process answers for 3 s after SIGTERM while HAProxy (checks every second, down after two)
// takes it out.
const BENCH_ENV = {
  CATALOG_CACHE_TTL_MS: '5000',
  SSR_CACHE_TTL_MS: '5000',
  LOGIN_IP_MAX_PER_MINUTE: '1000000',
  SHUTDOWN_DRAIN_MS: '3000',
}

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      scenarios: { type: 'string' },
      processes: { type: 'string', default: '2' },
      duration: { type: 'string' },
      'kill-at': { type: 'string' },
      connections: { type: 'string' },
      'phase-duration': { type: 'string' },
      warmup: { type: 'string' },
      pairs: { type: 'string' },
      database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/phiencho_bench' },
      'no-save': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const processes = Number(values.processes)
  if (processes !== 1 && processes !== 2) throw new Error(`--processes must be 1 or 2\n${USAGE}`)
  const duration = numberOption(values.duration, 300, 'duration')
  const killAt = numberOption(values['kill-at'], Math.min(120, duration / 2), 'kill-at')
  if (killAt >= duration) throw new Error(`--kill-at must come before the end of --duration`)
  return {
    scenarios: listOption<Scenario>(
      values.scenarios,
      ['kill', 'term'],
      ['kill', 'term'],
      'scenarios',
      USAGE,
    ),
    processes: processes as 1 | 2,
    duration,
    killAt,
    users: Math.max(1, Math.round(numberOption(values.connections, 32, 'connections'))),
    phaseSeconds: Math.max(1, numberOption(values['phase-duration'], 10, 'phase-duration')),
    warmupSeconds: numberOption(values.warmup, 10, 'warmup'),
    pairs: Math.max(1, Math.round(numberOption(values.pairs, 2, 'pairs'))),
    database: values.database,
    save: !values['no-save'],
  }
}
type Options = ReturnType<typeof parseOptions>

/** What the shoppers visit: active categories, products a guest can buy by id, search words. */
async function prepareCatalogue(sql: Sql): Promise<Catalogue> {
  const productIds = await simpleProducts(sql, 100)
  // A stock no run exhausts: a sold-out product would turn orders into cheap refusals.
  await sql(`update products set stock = $1 where id = any($2::int[])`, [BENCH_STOCK, productIds])
  const products = await sql(`select slug from products where id = any($1::int[]) order by id`, [
    productIds,
  ])
  const categories = await sql(
    `select slug from product_categories where status = 'active' order by position, id limit 20`,
  )
  return {
    productIds,
    productSlugs: products.rows.map((row) => String(row.slug)),
    categorySlugs: categories.rows.map((row) => String(row.slug)),
    searchWords: SEARCH_WORDS,
  }
}

interface ScenarioResult {
  scenario: Scenario
  processes: number
  seconds: number
  stoppedAt: number
  exit: string
  /** Seconds from the signal until the process had exited. */
  exitSeconds: number
  /** Seconds from the signal until the process answered /readyz again. */
  downSeconds: number
  overall: PhaseFigures
  before: PhaseFigures
  around: PhaseFigures
  after: PhaseFigures
  ordersAnswered: number
  ordersInDatabase: number
  lost: number
  duplicated: number
  /** Orders stored that no shopper was answered with (a shopper gave up retrying). */
  unanswered: number
  abandoned: number
  oversold: number
  stockLost: number
  mailsExpected: number
  mailsReceived: number
  /** Errors of the load generator itself, the first few. */
  clientErrors: string[]
  /** HAProxy's lines taking a server out or back in, with the check's reason. */
  balancerEvents: string[]
}

/** A second HAProxy with deploy/haproxy.cfg whose two server lines both name app1. */
async function startSoloBalancer(cluster: AnyCluster) {
  const port = await findFreePort()
  const app1 = new URL(cluster.servers[0].url).host
  const url = `http://127.0.0.1:${port}`
  const balancer = startProcess({
    name: 'haproxy (app1 alone)',
    command: 'haproxy',
    args: ['-db', '-f', path.join(repoRoot, 'deploy/haproxy.cfg')],
    cwd: repoRoot,
    env: { HAPROXY_BIND: `127.0.0.1:${port}`, APP1_ADDR: app1, APP2_ADDR: app1 },
    logFile: path.join(cluster.runDir, 'haproxy-solo.log'),
  })
  await waitForOk(`${url}/readyz`, balancer)
  // Its checks pass twice, a second apart, before it sends traffic (as the cluster's own).
  await sleep(2_500)
  return { url, process: balancer }
}

const balancerLog = (cluster: AnyCluster) => path.join(cluster.runDir, 'haproxy.log')

async function logSize(cluster: AnyCluster): Promise<number> {
  return (await stat(balancerLog(cluster))).size
}

/** HAProxy's "Server servers/app1 is DOWN, reason: …" lines written since `from` bytes. */
async function balancerStateChanges(cluster: AnyCluster, from: number): Promise<string[]> {
  const text = (await readFile(balancerLog(cluster))).subarray(from).toString()
  // Each change is logged, and said again on standard error with a "[WARNING]" prefix.
  return text
    .split('\n')
    .filter((line) => line.startsWith('Server ') && / is (DOWN|UP)\b/.test(line))
}

/** Stock that moved without its order (lost) or orders beyond the stock that left (oversold). */
function stockBalance(before: StockLedger, after: StockLedger) {
  let oversold = after.negative.length
  let lost = 0
  for (const [id, held] of before.products) {
    const now = after.products.get(id)
    if (now === undefined) continue
    oversold += Math.max(0, now - held)
    lost += Math.max(0, held - now)
  }
  return { oversold, lost }
}

async function runScenario(
  scenario: Scenario,
  cluster: AnyCluster,
  sql: Sql,
  catalogue: Catalogue,
  mails: MailCount,
  options: Options,
): Promise<ScenarioResult> {
  const marker = `scale-out ${scenario} ${randomUUID()}`
  const email = `scale.${scenario}.${Date.now()}@phiencho.test`
  const ledgerBefore = await readStockLedger(sql)
  const balancerLogFrom = await logSize(cluster)
  console.log(
    `${scenario}: ${options.users} shoppers for ${options.duration} s, ${scenario === 'kill' ? 'SIGKILL' : 'SIGTERM'} to app1 at ${options.killAt} s…`,
  )
  const load = startShopLoad({
    origin: cluster.balancer,
    users: options.users,
    catalogue,
    marker,
    email,
  })
  await sleep(options.killAt * 1000)
  const victim = cluster.servers[0].process
  const stoppedAt = load.elapsed()
  victim.child.kill(scenario === 'kill' ? 'SIGKILL' : 'SIGTERM')
  const exit = await victim.exited
  const exitSeconds = (load.elapsed() - stoppedAt) / 1000
  await cluster.restart(0)
  const downSeconds = (load.elapsed() - stoppedAt) / 1000
  console.log(
    `${scenario}: app1 exited with ${exit.code ?? exit.signal} after ${exitSeconds.toFixed(1)} s, ready again after ${downSeconds.toFixed(1)} s`,
  )
  await sleep(Math.max(0, options.duration * 1000 - load.elapsed()))
  const end = load.elapsed()
  const balancerEvents = await balancerStateChanges(cluster, balancerLogFrom)
  await load.stop()

  const codes = load.checkouts.flatMap((checkout) => (checkout.code ? [checkout.code] : []))
  const audit = await auditOrders(sql, marker, codes)
  const balance = stockBalance(ledgerBefore, await readStockLedger(sql))
  const samples = load.samples
  return {
    scenario,
    processes: cluster.servers.length,
    seconds: end / 1000,
    stoppedAt: stoppedAt / 1000,
    exit: String(exit.code ?? exit.signal),
    exitSeconds,
    downSeconds,
    overall: phaseFigures(samples, 0, end),
    before: phaseFigures(samples, 0, stoppedAt - AROUND_MS),
    around: phaseFigures(samples, stoppedAt - AROUND_MS, stoppedAt + AROUND_MS),
    after: phaseFigures(samples, stoppedAt + AROUND_MS, end),
    ordersAnswered: new Set(codes).size,
    ordersInDatabase: audit.stored,
    lost: audit.lost.length,
    duplicated:
      load.checkouts.filter((checkout) => checkout.mismatch).length + audit.duplicateCodes.length,
    unanswered: audit.unanswered.length,
    abandoned: load.checkouts.filter((checkout) => checkout.code === null).length,
    oversold: balance.oversold,
    stockLost: balance.lost,
    // Every order carries the email: one confirmation each.
    mailsExpected: audit.stored,
    mailsReceived: await mails.settled(email, async () => {
      const { rows } = await sql(
        `select count(*)::int as unsent from mail_outbox
         where recipient = $1 and sent_at is null and failed_at is null`,
        [email],
      )
      return rows[0]!.unsent as number
    }),
    clientErrors: load.clientErrors.slice(0, 5),
    balancerEvents,
  }
}

interface Throughput {
  pair: number
  processes: number
  origin: string
  figures: Awaited<ReturnType<typeof measureThroughput>>
}

function printReport(routeCpu: RouteCpu[], throughput: Throughput[], results: ScenarioResult[]) {
  console.log('')
  console.log('CPU time per request (ms), each route alone through HAProxy:')
  console.log(
    formatTable(
      ['route', 'requests', 'server', 'database', 'haproxy'],
      routeCpu.map((r) => [
        r.route,
        String(r.requests),
        formatMs(r.serverMs, 2),
        formatMs(r.databaseMs, 2),
        formatMs(r.balancerMs, 2),
      ]),
    ),
  )
  const mixed = throughput.at(-1)?.figures
  if (mixed) {
    const total = Object.values(mixed.mix).reduce((sum, n) => sum + (n ?? 0), 0)
    const weighted = (pick: (r: RouteCpu) => number) =>
      routeCpu.reduce(
        (sum, r) => sum + pick(r) * ((mixed.mix[r.route] ?? 0) / Math.max(1, total)),
        0,
      )
    const server = weighted((r) => r.serverMs)
    const database = weighted((r) => r.databaseMs)
    console.log(
      `mix (${ROUTES.map((route) => `${route} ${formatShare((mixed.mix[route] ?? 0) / Math.max(1, total))}`).join(', ')}): ` +
        `${formatMs(server, 2)} ms of server CPU and ${formatMs(database, 2)} ms of PostgreSQL CPU a request → ` +
        `one core of server processes carries about ${formatRate(1000 / server)} req/s of this mix; ` +
        `N processes on M cores about min(N, M) × that, while PostgreSQL, HAProxy and the clients have cores of their own`,
    )
  }
  console.log('')
  console.log(
    formatTable(
      ['pair', 'processes', 'through', 'req/s', 'orders/s', 'p50 ms', 'p99 ms', '5xx'],
      throughput.map(({ pair, processes, origin, figures }) => [
        String(pair),
        String(processes),
        origin,
        formatRate(figures.perSecond),
        formatRate(figures.ordersPerSecond),
        formatMs(figures.p50),
        formatMs(figures.p99),
        formatShare(figures.fiveXxShare),
      ]),
    ),
  )
  const medianRate = (processes: number) =>
    median(
      throughput
        .filter((t) => t.processes === processes && t.origin === 'HAProxy')
        .map((t) => t.figures.perSecond),
    )
  if (throughput.some((t) => t.processes === 2)) {
    console.log(
      `median req/s through HAProxy: 1 process ${formatRate(medianRate(1))}, 2 processes ${formatRate(medianRate(2))} (×${(medianRate(2) / Math.max(1, medianRate(1))).toFixed(2)})`,
    )
  }
  for (const r of results) {
    console.log('')
    console.log(
      `${r.scenario} (${r.processes} process${r.processes > 1 ? 'es' : ''}): app1 stopped at ${r.stoppedAt.toFixed(1)} s, exited ${r.exit} after ${r.exitSeconds.toFixed(1)} s, back after ${r.downSeconds.toFixed(1)} s`,
    )
    console.log(
      formatTable(
        ['phase', 'requests', 'req/s', '5xx', '5xx share', 'no answer', 'p50 ms', 'p99 ms'],
        (['before', 'around', 'after', 'overall'] as const).map((phase) => {
          const f = r[phase]
          return [
            phase === 'around' ? `±${AROUND_MS / 1000} s of the stop` : phase,
            String(f.requests),
            formatRate(f.perSecond),
            String(f.serverErrors),
            formatShare(f.fiveXxShare),
            String(f.noAnswer),
            formatMs(f.p50),
            formatMs(f.p99),
          ]
        }),
      ),
    )
    console.log(
      `orders answered ${r.ordersAnswered}, in the database ${r.ordersInDatabase}; lost ${r.lost}, duplicated ${r.duplicated}, ` +
        `stored but never answered ${r.unanswered} (shoppers who gave up: ${r.abandoned}); oversold ${r.oversold}, stock lost ${r.stockLost}; ` +
        `mails ${r.mailsReceived} of ${r.mailsExpected} (lost ${r.mailsExpected - r.mailsReceived})`,
    )
    for (const event of r.balancerEvents) console.log(`haproxy: ${event}`)
    if (r.clientErrors.length > 0)
      console.log(`load generator errors: ${r.clientErrors.join('; ')}`)
  }
  const checks: GoalCheck[] = results.flatMap((r) => [
    {
      goal: `${r.scenario}: no answered order lost, none duplicated, nothing oversold`,
      measured: `${r.lost} / ${r.duplicated} / ${r.oversold}`,
      ok: r.lost + r.duplicated + r.oversold === 0,
    },
    {
      goal: `${r.scenario}: mails for every order`,
      measured: `${r.mailsReceived} of ${r.mailsExpected}`,
      ok: r.mailsReceived >= r.mailsExpected,
    },
    ...(r.scenario === 'term'
      ? [
          {
            goal: 'term: no 5xx and no request without an answer (graceful stop)',
            measured: `${r.overall.serverErrors} / ${r.overall.noAnswer}`,
            ok: r.overall.serverErrors + r.overall.noAnswer === 0,
          },
        ]
      : [
          {
            goal: 'kill: 5xx and requests without an answer under 0.5 % of the run',
            measured: `${(((r.overall.serverErrors + r.overall.noAnswer) / Math.max(1, r.overall.requests)) * 100).toFixed(3)} % (${r.overall.serverErrors} + ${r.overall.noAnswer} of ${r.overall.requests})`,
            ok:
              (r.overall.serverErrors + r.overall.noAnswer) / Math.max(1, r.overall.requests) <
              0.005,
          },
        ]),
  ])
  console.log('')
  console.log(formatGoals(checks))
}

export async function runScaleOutBench(argv: string[]) {
  const options = parseOptions(argv)
  console.log(
    `starting PostgreSQL-backed shop: ${options.processes} process(es), Redis, s3rver, SMTP capture, HAProxy (demo seed)…`,
  )
  const cluster: AnyCluster = await startCluster(options.database, {
    name: 'scaleout',
    processes: options.processes,
    env: BENCH_ENV,
  })
  // Ctrl-C stops the processes the cluster started (they would outlive the bench otherwise).
  const interrupted = () => void cluster.close().finally(() => process.exit(130))
  process.once('SIGINT', interrupted)
  const client = new pg.Client({ connectionString: cluster.databaseUrl })
  await client.connect()
  const sql: Sql = (text, values) => client.query(text, values)
  try {
    const catalogue = await prepareCatalogue(sql)
    const mails = new MailCount(cluster.mailDir)
    const phase = (name: string) => ({
      users: options.users,
      seconds: options.phaseSeconds,
      marker: `scale-out ${name} ${randomUUID()}`,
      email: `scale.${name}.${Date.now()}@phiencho.test`,
    })
    if (options.warmupSeconds > 0) {
      console.log(`warm-up: ${options.warmupSeconds} s of mixed load…`)
      await measureThroughput(cluster.balancer, catalogue, {
        ...phase('warmup'),
        seconds: options.warmupSeconds,
      })
    }
    console.log(`CPU per route: ${ROUTES.length} × ${options.phaseSeconds} s…`)
    const routeCpu = await measureRouteCpu(cluster, sql, catalogue, phase('cpu'))
    // A shared machine drifts within minutes: one process and both are taken in turn, in pairs.
    // One process is also measured through an HAProxy of its own (both lines on app1), so that
    // the balancer's cost is on both sides of the comparison; app1 directly shows that cost.
    const soloBalancer = cluster.servers.length === 2 ? await startSoloBalancer(cluster) : null
    const sides = soloBalancer
      ? [
          { processes: 1, origin: 'app1 directly', url: cluster.servers[0].url },
          { processes: 1, origin: 'HAProxy', url: soloBalancer.url },
          { processes: 2, origin: 'HAProxy', url: cluster.balancer },
        ]
      : [{ processes: 1, origin: 'HAProxy', url: cluster.balancer }]
    console.log(
      `throughput: ${sides.map((side) => `${side.processes} process(es) through ${side.origin}`).join(', ')}, in turn, ${options.pairs} time(s) ${options.phaseSeconds} s…`,
    )
    const throughput: Throughput[] = []
    try {
      for (let pair = 1; pair <= options.pairs; pair++) {
        for (const side of sides) {
          const figures = await measureThroughput(side.url, catalogue, phase(`throughput-${pair}`))
          throughput.push({ pair, processes: side.processes, origin: side.origin, figures })
        }
      }
    } finally {
      await soloBalancer?.process.stop()
    }
    const results: ScenarioResult[] = []
    for (const scenario of options.scenarios) {
      results.push(await runScenario(scenario, cluster, sql, catalogue, mails, options))
    }
    printReport(routeCpu, throughput, results)
    if (options.save) {
      const file = await saveResults('scale-out', { options, routeCpu, throughput, results })
      console.log(`wrote ${file}`)
    }
  } finally {
    process.off('SIGINT', interrupted)
    await client.end()
    await cluster.close()
  }
}

if (import.meta.main) await runScaleOutBench(process.argv.slice(2))
