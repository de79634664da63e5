import { type LoadResult, runAutocannon } from './run-autocannon.ts'

export interface MeasureOptions {
  /** Origin of the server, `http://127.0.0.1:port`. */
  origin: string
  /** One path, or several sent in turn. */
  paths: string[]
  title: string
  accept: 'application/json' | 'text/html'
  connections: number
  duration: number
  warmup: number
  /** The Accept-Encoding sent under load (default: Chromium's); null sends none (autocannon's default). */
  acceptEncoding?: string | null
  /** More request headers, e.g. `authorization`. */
  headers?: Record<string, string>
}

export interface Measurement extends LoadResult {
  /** Set when the first answer was not a 2xx of the expected type: the figure means little. */
  warning: string | null
  /** A cache header (`x-cache`, `x-ssr-cache`, …) after the warm-up; null when there is none. */
  cacheHeader: string | null
}

function cacheHeaderOf(headers: Headers): string | null {
  for (const [name, value] of headers) {
    if (/^x-(.+-)?cache$/.test(name)) return name === 'x-cache' ? value : `${name}: ${value}`
  }
  return null
}

async function probe(url: string, accept: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    headers: { ...headers, accept },
    signal: AbortSignal.timeout(30_000),
  })
  await response.body?.cancel()
  const type = response.headers.get('content-type') ?? 'no content-type'
  const warning = !response.ok
    ? `answered ${response.status} ${response.statusText}`
    : type.startsWith(accept)
      ? null
      : `answered ${type}, not ${accept}`
  return { warning, cacheHeader: cacheHeaderOf(response.headers) }
}

export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/** Checks one request, warms up, reads the cache header, then measures. */
export async function measure(options: MeasureOptions): Promise<Measurement> {
  const url = `${options.origin}${options.paths[0]}`
  const first = await probe(url, options.accept, options.headers)
  const load = {
    url,
    paths: options.paths,
    // By default what Chromium sends: the figure includes the compression a real visitor gets.
    headers: {
      ...options.headers,
      accept: options.accept,
      ...(options.acceptEncoding === null
        ? {}
        : { 'accept-encoding': options.acceptEncoding ?? BROWSER_ACCEPT_ENCODING }),
    },
    connections: options.connections,
  }
  if (options.warmup > 0) {
    console.log(`warming up ${options.title} for ${options.warmup} s…`)
    await runAutocannon({ ...load, duration: options.warmup })
  }
  const { cacheHeader } = await probe(url, options.accept, options.headers)
  const what = options.paths.length > 1 ? `${options.paths.length} paths in turn` : options.paths[0]
  console.log(`measuring ${options.title} (${what}) for ${options.duration} s…`)
  const result = await runAutocannon({ ...load, title: options.title, duration: options.duration })
  return { ...result, warning: first.warning, cacheHeader }
}
