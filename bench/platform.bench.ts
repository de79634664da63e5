import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { type LoadResult, runAutocannon } from './lib/run-autocannon.ts'
import {
  DEFAULT_BENCH_DATABASE,
  type RunningServer,
  startHelloServer,
  startShopServer,
  stopAllServers,
  stopServersOnSignal,
} from './lib/start-server.ts'

interface Target {
  name: string
  server: 'hello' | 'shop'
  path: string
  headers: Record<string, string>
  contentType: string
}

const TARGETS: Target[] = [
  { name: 'hello', server: 'hello', path: '/', headers: {}, contentType: 'application/json' },
  {
    name: 'settings',
    server: 'shop',
    path: '/api/v1/website-settings',
    headers: { accept: 'application/json' },
    contentType: 'application/json',
  },
  {
    name: 'home',
    server: 'shop',
    path: '/',
    headers: { accept: 'text/html' },
    contentType: 'text/html',
  },
]

const USAGE = `Usage: node platform.bench.ts [options]
  --only hello,settings,home   targets to measure (default: all)
  --database <dir|postgres://…> shop database (default: ${DEFAULT_BENCH_DATABASE}, PGlite)
  --connections <n>            concurrent connections (default: 50)
  --duration <s>               seconds measured per target (default: 10)
  --warmup <s>                 seconds of unmeasured load per target first (default: 3)
  --no-save                    do not write bench/results/platform-<timestamp>.json`

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback
  const number = Number(value)
  if (!Number.isFinite(number) || number < 0) throw new RangeError(`--${name} must be a number ≥ 0`)
  return number
}

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      database: { type: 'string' },
      connections: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      'no-save': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  const only = values.only?.split(',').map((name) => name.trim())
  const unknown = only?.filter((name) => !TARGETS.some((target) => target.name === name)) ?? []
  if (unknown.length) throw new Error(`Unknown target ${unknown.join(', ')}\n${USAGE}`)
  return {
    help: values.help,
    targets: TARGETS.filter((target) => !only || only.includes(target.name)),
    databaseUrl: values.database,
    connections: Math.max(1, Math.round(positive(values.connections, 50, 'connections'))),
    duration: Math.max(1, positive(values.duration, 10, 'duration')),
    warmup: positive(values.warmup, 3, 'warmup'),
    save: !values['no-save'],
  }
}

// Credentials in a postgres:// URL must not land in a results file.
function describeDatabase(url: string): string {
  if (!/^postgres(ql)?:\/\//.test(url)) return `pglite ${url}`
  const parsed = new URL(url)
  parsed.username = ''
  parsed.password = ''
  return `postgres ${parsed.toString()}`
}

/** One request first, so a 404 or 500 is reported instead of benchmarked silently. */
async function checkTarget(url: string, target: Target): Promise<string | null> {
  const response = await fetch(url, {
    headers: target.headers,
    signal: AbortSignal.timeout(30_000),
  })
  await response.body?.cancel()
  if (!response.ok) return `answered ${response.status} ${response.statusText}`
  const type = response.headers.get('content-type') ?? 'no content-type'
  return type.startsWith(target.contentType) ? null : `answered ${type}, not ${target.contentType}`
}

interface Row extends LoadResult {
  target: string
  ratioToHello: number | null
  warning: string | null
}

function printTable(rows: Row[]): void {
  const header = ['target', 'req/s', 'avg ms', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs hello']
  const lines = rows.map((row) => [
    `${row.target} ${row.url.replace(/^http:\/\/[^/]+/, '')}`,
    Math.round(row.requestsPerSecond).toLocaleString('en-US'),
    row.latencyAverageMs.toFixed(2),
    row.latencyP50Ms.toFixed(1),
    row.latencyP99Ms.toFixed(1),
    String(row.non2xx),
    String(row.errors),
    row.ratioToHello === null ? '—' : `${(row.ratioToHello * 100).toFixed(1)} %`,
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((l) => l[i]!.length)))
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const line of lines) console.log(format(line))
  for (const row of rows) {
    if (row.warning) console.log(`! ${row.target}: ${row.warning}`)
    if (row.non2xx > 0 && !row.warning) {
      console.log(`! ${row.target}: ${row.non2xx} non-2xx answers under load (a rate limit?)`)
    }
  }
}

export async function runPlatformBench(argv: string[]): Promise<Row[]> {
  const options = parseOptions(argv)
  if (options.help) {
    console.log(USAGE)
    return []
  }
  const needs = new Set(options.targets.map((target) => target.server))
  const databaseUrl = options.databaseUrl ?? DEFAULT_BENCH_DATABASE
  const servers: Partial<Record<Target['server'], RunningServer>> = {}
  const offSignals = stopServersOnSignal()

  try {
    if (needs.has('hello')) servers.hello = await startHelloServer()
    if (needs.has('shop')) {
      console.log(
        `starting the shop server on ${describeDatabase(databaseUrl)} (first start seeds)…`,
      )
      servers.shop = await startShopServer({ databaseUrl })
    }

    const rows: Row[] = []
    for (const target of options.targets) {
      const url = `${servers[target.server]!.url}${target.path}`
      const warning = await checkTarget(url, target)
      const load = { url, headers: target.headers, connections: options.connections }
      if (options.warmup > 0) {
        console.log(`warming up ${target.name} for ${options.warmup} s…`)
        await runAutocannon({ ...load, duration: options.warmup })
      }
      console.log(`measuring ${target.name} ${url} for ${options.duration} s…`)
      const result = await runAutocannon({
        ...load,
        title: target.name,
        duration: options.duration,
      })
      rows.push({ ...result, target: target.name, ratioToHello: null, warning })
    }

    const hello = rows.find((row) => row.target === 'hello')
    for (const row of rows) {
      if (hello?.requestsPerSecond)
        row.ratioToHello = row.requestsPerSecond / hello.requestsPerSecond
    }
    printTable(rows)

    if (options.save) {
      const dir = path.join(import.meta.dirname, 'results')
      await mkdir(dir, { recursive: true })
      const file = path.join(dir, `platform-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
      const report = {
        bench: 'platform',
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        platform: `${os.platform()} ${os.release()}`,
        database: needs.has('shop') ? describeDatabase(databaseUrl) : null,
        connections: options.connections,
        durationSeconds: options.duration,
        warmupSeconds: options.warmup,
        results: rows,
      }
      await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
      console.log(`\nwrote ${path.relative(process.cwd(), file)}`)
    }
    return rows
  } finally {
    offSignals()
    await stopAllServers()
  }
}

if (import.meta.main) {
  await runPlatformBench(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
