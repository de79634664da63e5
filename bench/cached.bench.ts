import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { describeDatabase } from './lib/bench-database.ts'
import { captureAnswer, type CapturedAnswer } from './lib/captured-answer.ts'
import { cpuNanoseconds } from './lib/cpu-time.ts'
import { BROWSER_ACCEPT_ENCODING } from './lib/measure.ts'
import {
  formatGoals,
  formatRate,
  formatShare,
  formatTable,
  type GoalCheck,
  median,
  saveResults,
} from './lib/report.ts'
import { runAutocannon } from './lib/run-autocannon.ts'
import {
  DEFAULT_BENCH_DATABASE,
  type RunningServer,
  startFloorServer,
  startShopServer,
  stopAllServers,
  stopServersOnSignal,
} from './lib/start-server.ts'
import { listOption, parseBenchOptions } from './lib/options.ts'

// What a cached answer costs beyond its bytes: each answer the shop server keeps (an API answer, a
// page) against a bare Fastify process sending the very same bytes and headers from memory, taken
// in interleaved pairs so that a shared machine's drift falls on both sides of each ratio.

interface Target {
  name: string
  kind: 'api' | 'page'
  accept: 'application/json' | 'text/html'
  /** The path, or how to find it on the running server. */
  path: string | ((origin: string) => Promise<string>)
}

async function bestSellerPath(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/products?sort=best_selling&per_page=1`)
  const body = (await response.json()) as { data?: Array<{ slug: string }> }
  const slug = body.data?.[0]?.slug
  if (!slug) throw new Error('no product to open: is the database seeded?')
  return `/san-pham/${slug}`
}

const TARGETS: Target[] = [
  { name: 'settings', kind: 'api', accept: 'application/json', path: '/api/v1/website-settings' },
  {
    name: 'products',
    kind: 'api',
    accept: 'application/json',
    path: '/api/v1/products?per_page=24&sort=best_selling',
  },
  { name: 'home', kind: 'page', accept: 'text/html', path: '/' },
  { name: 'product', kind: 'page', accept: 'text/html', path: bestSellerPath },
]

const GOALS = { api: 0.6, page: 0.8 }

const cpu = (us: number) => (Number.isFinite(us) ? us.toFixed(1) : '—')

const USAGE = `Usage: node cached.bench.ts [options]
  --only <names>           targets, of ${TARGETS.map((t) => t.name).join(', ')} (default: all)
  --database <dir|url>     shop database (default: ${DEFAULT_BENCH_DATABASE}, PGlite)
  --pairs <n>              floor and app runs per target, interleaved (default: 3)
  --connections <n>        concurrent connections (default: 50)
  --duration <s>           seconds measured per run (default: 4)
  --warmup <s>             seconds of unmeasured load before each run (default: 1)
  --no-save                do not write bench/results/cached-<timestamp>.json`

function parseOptions(argv: string[]) {
  const { own, ...load } = parseBenchOptions(
    argv,
    { only: { type: 'string' }, database: { type: 'string' } },
    { pairs: 3, connections: 50, duration: 4, warmup: 1 },
  )
  const names = TARGETS.map((target) => target.name)
  const only = listOption(own.only, names, names, 'only', USAGE)
  return {
    ...load,
    targets: TARGETS.filter((target) => only.includes(target.name)),
    databaseUrl: own.database ?? DEFAULT_BENCH_DATABASE,
  }
}

interface Pair {
  app: number
  floor: number
  ratio: number
  /** Server CPU time per answer, µs (null where the platform does not say). */
  appCpuUs: number | null
  floorCpuUs: number | null
  /** The floor's CPU time per answer over the app's: the same ratio, less moved by other work. */
  cpuRatio: number | null
}

interface Row {
  target: string
  kind: Target['kind']
  path: string
  bytes: number
  encoding: string
  xCache: string | null
  pairs: Pair[]
  medianRatio: number
  medianCpuRatio: number | null
  appErrors: number
}

export async function runCachedBench(argv: string[]): Promise<Row[]> {
  const options = parseOptions(argv)
  if (options.help) {
    console.log(USAGE)
    return []
  }
  const offSignals = stopServersOnSignal()
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'phiencho-floor-'))
  try {
    console.log(`starting the shop server on ${describeDatabase(options.databaseUrl)}…`)
    const shop = await startShopServer({ databaseUrl: options.databaseUrl })

    // Each answer as a browser gets it once the server keeps it: asked twice first (fill, then hit).
    const captured: Array<{ target: Target; answer: CapturedAnswer & { bytes: number } }> = []
    for (const target of options.targets) {
      const where = typeof target.path === 'string' ? target.path : await target.path(shop.url)
      const headers = { accept: target.accept, 'accept-encoding': BROWSER_ACCEPT_ENCODING }
      await captureAnswer(shop.url, where, headers)
      await captureAnswer(shop.url, where, headers)
      const answer = await captureAnswer(shop.url, where, headers)
      if (answer.status !== 200) throw new Error(`${where} answered ${answer.status}`)
      captured.push({ target, answer })
    }
    const answersFile = path.join(scratch, 'answers.json')
    await writeFile(answersFile, JSON.stringify(captured.map(({ answer }) => answer)))
    const floor = await startFloorServer(answersFile)

    const headersOf = (target: Target) => ({
      accept: target.accept,
      'accept-encoding': BROWSER_ACCEPT_ENCODING,
    })
    const loadOf = (server: RunningServer, target: Target, answer: CapturedAnswer) => ({
      url: `${server.url}${answer.path}`,
      headers: headersOf(target),
      connections: options.connections,
    })
    // Both servers optimise their code on every answer before any figure is taken.
    for (const { target, answer } of captured) {
      for (const server of [shop, floor]) {
        await runAutocannon({ ...loadOf(server, target, answer), duration: options.warmup + 2 })
      }
    }
    const run = async (server: RunningServer, target: Target, answer: CapturedAnswer) => {
      const load = loadOf(server, target, answer)
      if (options.warmup > 0) await runAutocannon({ ...load, duration: options.warmup })
      const before = await cpuNanoseconds(server.pid)
      const result = await runAutocannon({ ...load, duration: options.duration })
      const after = await cpuNanoseconds(server.pid)
      const cpuUs =
        before === null || after === null || !result.totalRequests
          ? null
          : (after - before) / 1000 / result.totalRequests
      return { ...result, cpuUs }
    }
    // Round after round over every target, so that a spell of load from elsewhere spreads over
    // them all instead of falling on one.
    const pairsOf = captured.map(() => ({ pairs: [] as Pair[], appErrors: 0 }))
    for (let i = 0; i < options.pairs; i++) {
      for (const [index, { target, answer }] of captured.entries()) {
        // Alternating which side goes first cancels a steady drift of the machine.
        const appFirst = (i + index) % 2 === 1
        console.log(`${target.name} ${answer.path}: pair ${i + 1}/${options.pairs}…`)
        const first = await run(appFirst ? shop : floor, target, answer)
        const second = await run(appFirst ? floor : shop, target, answer)
        const [app, bare] = appFirst ? [first, second] : [second, first]
        const measured = pairsOf[index]!
        measured.appErrors += app.errors + app.non2xx
        measured.pairs.push({
          app: app.requestsPerSecond,
          floor: bare.requestsPerSecond,
          ratio: app.requestsPerSecond / bare.requestsPerSecond,
          appCpuUs: app.cpuUs,
          floorCpuUs: bare.cpuUs,
          cpuRatio: app.cpuUs && bare.cpuUs ? bare.cpuUs / app.cpuUs : null,
        })
      }
    }

    const rows: Row[] = []
    for (const [index, { target, answer }] of captured.entries()) {
      const { pairs, appErrors } = pairsOf[index]!
      const xCache = answer.headers['x-cache']
      rows.push({
        target: target.name,
        kind: target.kind,
        path: answer.path,
        bytes: answer.bytes,
        encoding: String(answer.headers['content-encoding'] ?? 'identity'),
        xCache: typeof xCache === 'string' ? xCache : null,
        pairs,
        medianRatio: median(pairs.map((pair) => pair.ratio)),
        medianCpuRatio: pairs.every((pair) => pair.cpuRatio !== null)
          ? median(pairs.map((pair) => pair.cpuRatio!))
          : null,
        appErrors,
      })
    }

    const lines = rows.map((row) => [
      `${row.target} ${row.path}`,
      `${formatRate(row.bytes)} ${row.encoding}`,
      row.xCache ?? '—',
      formatRate(median(row.pairs.map((pair) => pair.app))),
      formatRate(median(row.pairs.map((pair) => pair.floor))),
      formatShare(row.medianRatio),
      row.pairs.map((pair) => formatShare(pair.ratio)).join(', '),
      cpu(median(row.pairs.map((pair) => pair.appCpuUs ?? Number.NaN))),
      cpu(median(row.pairs.map((pair) => pair.floorCpuUs ?? Number.NaN))),
      formatShare(row.medianCpuRatio),
      row.pairs.map((pair) => formatShare(pair.cpuRatio)).join(', '),
    ])
    const header = [
      'target',
      'bytes',
      'x-cache',
      'app req/s',
      'floor req/s',
      'ratio',
      'pairs',
      'app µs/req',
      'floor µs/req',
      'CPU ratio',
      'pairs',
    ]
    console.log(`\n${formatTable(header, lines)}`)
    const checks: GoalCheck[] = rows.map((row) => ({
      goal: `${row.target} ≥ ${GOALS[row.kind] * 100} % of its same-bytes floor`,
      measured: `${formatShare(row.medianRatio)} (CPU time per answer: ${formatShare(row.medianCpuRatio)})`,
      ok: row.medianRatio >= GOALS[row.kind],
    }))
    console.log(`\n${formatGoals(checks)}`)
    for (const row of rows) {
      if (row.appErrors) console.log(`! ${row.target}: ${row.appErrors} errors or non-2xx answers`)
    }

    if (options.save) {
      const file = await saveResults('cached', {
        database: describeDatabase(options.databaseUrl),
        connections: options.connections,
        durationSeconds: options.duration,
        warmupSeconds: options.warmup,
        results: rows,
      })
      console.log(`\nwrote ${file}`)
    }
    return rows
  } finally {
    offSignals()
    await stopAllServers()
    await rm(scratch, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  await runCachedBench(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
