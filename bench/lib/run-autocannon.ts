import { createRequire } from 'node:module'
import autocannon from 'autocannon'

/**
 * autocannon 9 appends every response body to a string (`req.body += chunk` in
 * lib/pipelinedRequestsQueue.js) whether or not anything reads it. A compressed body is binary, so
 * V8 decodes it as UTF-8 the slow way: on the cached search workload that was 47 % of the load
 * generator's CPU, taken from the two cores the server runs on (33,000 req/s against 40,000 with
 * the bodies dropped; hello-world's 11-byte body is unaffected). The benches pass no `expectBody`
 * (nor its function form) and no `onResponse`, the only readers of that string, so they drop the
 * bodies.
 */
function dropUnreadBodies() {
  const require = createRequire(import.meta.url)
  const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as {
    prototype: { addBody(data: Buffer): void }
  }
  queue.prototype.addBody = () => {}
}
dropUnreadBodies()

export interface LoadOptions {
  url: string
  title?: string
  connections?: number
  /** Seconds. */
  duration?: number
  headers?: Record<string, string>
  /**
   * Paths (with query strings) sent in turn, one per request across all connections, instead of
   * the URL's own path: many product pages, many search words.
   */
  paths?: string[]
}

export interface LoadResult {
  title: string
  url: string
  connections: number
  durationSeconds: number
  requestsPerSecond: number
  // autocannon's histogram keeps whole milliseconds; the mean shows what p50 = 0 hides
  latencyAverageMs: number
  latencyP50Ms: number
  latencyP99Ms: number
  totalRequests: number
  non2xx: number
  errors: number
  timeouts: number
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

export async function runAutocannon(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url)
  // a load generator pointed at someone else's host is an attack, not a benchmark
  if (!LOOPBACK.has(url.hostname)) throw new Error(`Refusing to load a non-loopback host: ${url}`)
  const connections = options.connections ?? 50
  const duration = options.duration ?? 10

  const paths = options.paths?.length ? options.paths : null
  const result = await autocannon({
    url: url.toString(),
    connections,
    duration,
    headers: options.headers ?? {},
    ...(options.title ? { title: options.title } : {}),
    // Each connection cycles through the paths in turn. The request bytes are built once per
    // path, as for a single URL: a `setupRequest` rebuilt them on every request, work of the load
    // generator (on the same two cores) that lowered these figures against hello-world's.
    ...(paths ? { requests: paths.map((path) => ({ path })) } : {}),
  })

  return {
    title: options.title ?? url.pathname,
    url: url.toString(),
    connections,
    durationSeconds: result.duration,
    requestsPerSecond: result.requests.average,
    latencyAverageMs: result.latency.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}
