import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import type { Cluster } from '../../e2e/cluster/cluster.ts'
import type { Sql } from '../../e2e/cluster/order-ledger.ts'
import { cpuNanoseconds } from './cpu-time.ts'
import { percentile } from './report.ts'
import { type Catalogue, type Route, ROUTES, type Sample, startShopLoad } from './shop-sessions.ts'

// The measured parts of the scale-out bench: CPU time per request of each route, throughput of one
// process against two, and the figures of a span of a run (a phase).

export type AnyCluster = Cluster<1 | 2>

/** Requests, their rate, failures and latency over `[from, to)` ms of a load. */
export interface PhaseFigures {
  requests: number
  perSecond: number
  /** Answers 500–599 (HAProxy's 502/503 included), as a share of the requests. */
  serverErrors: number
  fiveXxShare: number
  /** Requests that got no answer (connection refused or reset, timeout). */
  noAnswer: number
  p50: number
  p99: number
}

export function phaseFigures(samples: Sample[], from: number, to: number): PhaseFigures {
  const inPhase = samples.filter((sample) => sample.start >= from && sample.start < to)
  const latencies = inPhase.map((sample) => sample.ms).sort((a, b) => a - b)
  const serverErrors = inPhase.filter((sample) => sample.status >= 500).length
  return {
    requests: inPhase.length,
    perSecond: inPhase.length / Math.max(0.001, (to - from) / 1000),
    serverErrors,
    fiveXxShare: inPhase.length ? serverErrors / inPhase.length : 0,
    noAnswer: inPhase.filter((sample) => sample.status === 0).length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  }
}

/** Nanoseconds of CPU the listed processes have used (all their threads); missing ones count 0. */
async function cpuOf(pids: number[]): Promise<Map<number, number>> {
  const entries = await Promise.all(
    pids.map(async (pid) => [pid, (await cpuNanoseconds(pid)) ?? 0] as const),
  )
  return new Map(entries)
}

/** CPU used between two readings; a process born in between counts from zero. */
function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0
  for (const [pid, ns] of after) total += ns - (before.get(pid) ?? 0)
  return total
}

/** The PostgreSQL backends serving the shop's database (not this bench's own connection). */
async function backendPids(sql: Sql): Promise<number[]> {
  const { rows } = await sql(
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )
  return rows.map((row) => Number(row.pid))
}

export interface RouteCpu {
  route: Route
  requests: number
  /** Server processes' CPU per request, ms. */
  serverMs: number
  /** The database backends' CPU per request, ms. */
  databaseMs: number
  /** HAProxy's CPU per request, ms. */
  balancerMs: number
}

/**
 * Each route alone through the balancer for `seconds`, reading the CPU time the server processes,
 * their database backends and HAProxy used, divided by the route's requests. A checkout needs a
 * cart: its phase also adds to carts, whose cost (measured in the phase before) is taken out.
 */
export async function measureRouteCpu(
  cluster: AnyCluster,
  sql: Sql,
  catalogue: Catalogue,
  options: { users: number; seconds: number; marker: string; email: string },
): Promise<RouteCpu[]> {
  const results: RouteCpu[] = []
  for (const route of ROUTES) {
    const serverPids = cluster.servers.map((server) => server.process.child.pid!)
    const haproxyPid = cluster.balancerProcess.child.pid!
    const load = startShopLoad({ ...options, origin: cluster.balancer, catalogue, only: route })
    // Readings start once the pools hold their connections.
    await sleep(1_000)
    const from = load.elapsed()
    const [servers0, database0, balancer0] = await Promise.all([
      cpuOf(serverPids),
      backendPids(sql).then(cpuOf),
      cpuOf([haproxyPid]),
    ])
    await sleep(options.seconds * 1000)
    const [servers1, database1, balancer1] = await Promise.all([
      cpuOf(serverPids),
      backendPids(sql).then(cpuOf),
      cpuOf([haproxyPid]),
    ])
    const to = load.elapsed()
    await load.stop()
    const counted = (name: Route) =>
      load.samples.filter(
        (sample) =>
          sample.route === name && sample.start >= from && sample.start < to && sample.status > 0,
      ).length
    const requests = counted(route)
    // Only the checkout phase runs another route: its carts.
    const cart = results.find((result) => result.route === 'cart-add')
    const carts = route === 'checkout' ? counted('cart-add') : 0
    const perRequest = (ns: number, cartMs: number) =>
      requests ? (ns / 1e6 - carts * cartMs) / requests : 0
    results.push({
      route,
      requests,
      serverMs: perRequest(cpuSpent(servers0, servers1), cart?.serverMs ?? 0),
      databaseMs: perRequest(cpuSpent(database0, database1), cart?.databaseMs ?? 0),
      balancerMs: perRequest(cpuSpent(balancer0, balancer1), cart?.balancerMs ?? 0),
    })
  }
  return results
}

/** Mixed load on `origin` for `seconds`: requests/s, orders/s and the mix of routes. */
export async function measureThroughput(
  origin: string,
  catalogue: Catalogue,
  options: { users: number; seconds: number; marker: string; email: string },
) {
  const load = startShopLoad({ ...options, origin, catalogue })
  await sleep(options.seconds * 1000)
  const to = load.elapsed()
  await load.stop()
  const figures = phaseFigures(load.samples, 0, to)
  const mix = new Map<Route, number>()
  for (const sample of load.samples) mix.set(sample.route, (mix.get(sample.route) ?? 0) + 1)
  return {
    ...figures,
    ordersPerSecond: load.checkouts.filter((c) => c.code !== null).length / (to / 1000),
    mix: Object.fromEntries(mix) as Partial<Record<Route, number>>,
  }
}

/** Reads the SMTP capture's folder (one JSON file a mail), each file once. */
export class MailCount {
  readonly #recipients = new Map<string, string[]>()
  readonly #dir: string

  constructor(dir: string) {
    this.#dir = dir
  }

  async #count(email: string): Promise<number> {
    for (const name of await readdir(this.#dir)) {
      if (!name.endsWith('.json') || this.#recipients.has(name)) continue
      const mail = JSON.parse(await readFile(path.join(this.#dir, name), 'utf8')) as {
        to: string[]
      }
      this.#recipients.set(name, mail.to)
    }
    let found = 0
    for (const to of this.#recipients.values()) if (to.includes(email)) found += 1
    return found
  }

  /**
   * Mails received for `email`, once the shop's outbox holds none of its mails unsent (`unsent`;
   * a mail leased by a killed process is taken over when its 60 s lease lapses) and the count has
   * stood still for 5 s, waiting at most `waitMs`.
   */
  async settled(email: string, unsent: () => Promise<number>, waitMs = 150_000): Promise<number> {
    const deadline = Date.now() + waitMs
    while (Date.now() < deadline && (await unsent()) > 0) await sleep(1_000)
    let last = await this.#count(email)
    let still = Date.now()
    while (Date.now() < deadline && Date.now() - still < 5_000) {
      await sleep(1_000)
      const now = await this.#count(email)
      if (now !== last) {
        last = now
        still = Date.now()
      }
    }
    return last
  }
}
