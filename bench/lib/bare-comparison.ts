import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Db } from '../../apps/server/src/db/client.ts'
import { createSqlRecorder, type QueryPlan } from './capture-sql.ts'
import { measure, type Measurement } from './measure.ts'
import { numberOption } from './options.ts'
import {
  formatMs,
  formatRate,
  formatShare,
  formatTable,
  type GoalCheck,
  median,
  overPairs,
} from './report.ts'
import { type RunningServer, startBareSqlServer } from './start-server.ts'

// A back-office list API next to a bare Fastify + `pg` route replaying the very statements its
// service issued (the staff session's check included), target by target, in pairs of runs.

/**
 * Many short pairs rather than a few long ones: on two shared cores a server's throughput drifts
 * by up to a third within minutes, and two copies of the same API measured this way differed by
 * up to ±15 % in single pairs. Pairs of 2 s, taking turns, follow the drift more closely than
 * long ones. Sixteen, not eight: single pairs of one target still spread over 40 points, and the
 * median of eight moved by up to 13 points between runs of the same code (75.0 % and 88.1 %).
 */
export const BARE_PAIRS = 16
const PAIR_SECONDS = 2

/** The option of the benches comparing with bare SQL: seconds measured per run of a pair. */
export const PAIR_DURATION_OPTION = { 'pair-duration': { type: 'string' } } as const
export const PAIR_DURATION_USAGE = `  --pair-duration <s>  seconds measured per run of a pair (default: ${PAIR_SECONDS})`

export const pairDurationOf = (value: string | undefined) =>
  Math.max(1, numberOption(value, PAIR_SECONDS, 'pair-duration'))

export interface ListTarget {
  name: string
  query: Record<string, string>
}

export interface BareComparisonRow {
  target: string
  /** What the captured answer held, e.g. `20 of 10000+`. */
  total: string
  pairs: Array<{ bare: Measurement; api: Measurement }>
}

export interface LoadSettings {
  connections: number
  duration: number
  warmup: number
}

/**
 * The targets whose name holds one of the comma-separated words of `--targets` (any case), all of
 * them without it: to measure again the few a change is about.
 */
export function pickTargets(targets: ListTarget[], words: string | undefined): ListTarget[] {
  if (words === undefined) return targets
  const wanted = words
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean)
  const picked = targets.filter((target) =>
    wanted.some((word) => target.name.toLowerCase().includes(word)),
  )
  if (picked.length === 0) {
    throw new Error(
      `--targets ${words}: no target matches (of ${targets.map((t) => t.name).join(', ')})`,
    )
  }
  return picked
}

export const queryString = (query: Record<string, string>) => new URLSearchParams(query).toString()

/** JSON answers, no `accept-encoding`: what the bare route answers, the goal's comparison. */
export function measureJson(
  server: RunningServer,
  paths: string[],
  title: string,
  load: LoadSettings,
  headers: Record<string, string> = {},
): Promise<Measurement> {
  return measure({
    origin: server.url,
    paths,
    title,
    accept: 'application/json',
    acceptEncoding: null,
    connections: load.connections,
    duration: load.duration,
    warmup: load.warmup,
    headers,
  })
}

/**
 * Runs `work` (what an API request of the target runs) on a recording pool for each target and
 * starts the bare server on the recorded statements. `work` returns the answer's total, as shown.
 */
export async function startBareReplay(options: {
  databaseUrl: string
  scratchDir: string
  targets: ListTarget[]
  work: (db: Db, target: ListTarget) => Promise<string>
}): Promise<{ bare: RunningServer; totals: Record<string, string> }> {
  const recorder = createSqlRecorder(options.databaseUrl)
  const plans: Record<string, QueryPlan[]> = {}
  const totals: Record<string, string> = {}
  try {
    // One unrecorded run first: a session's first use also records that use (an update at most
    // once a minute), which the API does not repeat in steady state but a replay would on every
    // request.
    const first = options.targets[0]
    if (first) await options.work(recorder.db, first)
    for (const target of options.targets) {
      let total = ''
      plans[target.name] = [
        await recorder.capture(async (db) => {
          total = await options.work(db, target)
        }),
      ]
      totals[target.name] = total
    }
  } finally {
    await recorder.close()
  }
  const plansFile = path.join(options.scratchDir, 'plans.json')
  await writeFile(plansFile, JSON.stringify(plans))
  const bare = await startBareSqlServer({ databaseUrl: options.databaseUrl, plansFile })
  return { bare, totals }
}

const WARM_UP_SECONDS = 5

/** Each target's bare replay and its API run, side by side, `pairs` times. */
export async function compareWithBare(options: {
  shop: RunningServer
  bare: RunningServer
  targets: ListTarget[]
  totals: Record<string, string>
  apiPath: (target: ListTarget) => string
  headers: Record<string, string>
  pairs: number
  load: LoadSettings
}): Promise<BareComparisonRow[]> {
  // Both servers first run every target in turn for a while, unmeasured: the first pairs of a
  // run otherwise measured the API while its larger code was still being optimised (its first
  // pair of a run 8 points under its second).
  const barePath = (target: ListTarget) => `/plans/${encodeURIComponent(target.name)}/0`
  const warm = { ...options.load, duration: WARM_UP_SECONDS, warmup: 0 }
  await measureJson(options.bare, options.targets.map(barePath), 'bare warm-up', warm)
  await measureJson(
    options.shop,
    options.targets.map(options.apiPath),
    'api warm-up',
    warm,
    options.headers,
  )
  const rows: BareComparisonRow[] = []
  for (const target of options.targets) {
    const row: BareComparisonRow = {
      target: target.name,
      total: options.totals[target.name] ?? '',
      pairs: [],
    }
    const runBare = () =>
      measureJson(options.bare, [barePath(target)], `bare ${target.name}`, options.load)
    const runApi = () =>
      measureJson(
        options.shop,
        [options.apiPath(target)],
        `api ${target.name}`,
        options.load,
        options.headers,
      )
    for (let i = 0; i < options.pairs; i++) {
      // Turn about (bare first, then the API first), so that a machine getting slower or faster
      // during a target favours neither.
      if (i % 2 === 0) {
        const bare = await runBare()
        row.pairs.push({ bare, api: await runApi() })
      } else {
        const api = await runApi()
        row.pairs.push({ bare: await runBare(), api })
      }
    }
    rows.push(row)
  }
  return rows
}

const shares = (row: BareComparisonRow) =>
  row.pairs.map((pair) => pair.api.requestsPerSecond / pair.bare.requestsPerSecond)
const p99Of = (row: BareComparisonRow, side: 'api' | 'bare' = 'api') =>
  median(row.pairs.map((pair) => pair[side].latencyP99Ms))

export function formatBareTable(rows: BareComparisonRow[]): string {
  return formatTable(
    // The bare route's p99 tells a target whose SQL alone misses the latency goal on this machine.
    [
      'target',
      'rows',
      'bare req/s',
      'api req/s',
      'api/bare',
      'bare p99 ms',
      'api p99 ms',
      'errors',
    ],
    rows.map((row) => [
      row.target,
      row.total,
      formatRate(median(row.pairs.map((pair) => pair.bare.requestsPerSecond))),
      formatRate(median(row.pairs.map((pair) => pair.api.requestsPerSecond))),
      overPairs(shares(row), formatShare),
      formatMs(p99Of(row, 'bare'), 0),
      formatMs(p99Of(row), 0),
      String(row.pairs.reduce((sum, pair) => sum + pair.api.non2xx + pair.api.errors, 0)),
    ]),
  )
}

/** Per row: the API at least `share` of the bare replay (median of the pairs), p99 under `p99Ms`. */
export function bareGoals(
  rows: BareComparisonRow[],
  goals: { share: number; p99Ms: number },
): GoalCheck[] {
  return rows.flatMap((row) => {
    const errors = row.pairs.reduce(
      (sum, pair) => sum + pair.api.non2xx + pair.api.errors + pair.api.timeouts,
      0,
    )
    const failed = errors > 0 ? ` (${errors} errors or non-2xx)` : ''
    return [
      {
        goal: `${row.target} ≥ ${goals.share * 100} % of bare SQL`,
        measured: overPairs(shares(row), formatShare) + failed,
        ok: median(shares(row)) >= goals.share && errors === 0,
      },
      {
        goal: `${row.target} p99 < ${goals.p99Ms} ms`,
        measured: `${formatMs(p99Of(row), 0)} ms${failed}`,
        ok: p99Of(row) < goals.p99Ms && errors === 0,
      },
    ]
  })
}
