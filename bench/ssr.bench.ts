import {
  DEFAULT_CATALOG_DATABASE,
  DEFAULT_CATALOG_PRODUCTS,
  describeDatabase,
  ensureCatalogDatabase,
} from './lib/bench-database.ts'
import { measure, type Measurement } from './lib/measure.ts'
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
import {
  type RunningServer,
  startHelloServer,
  startShopServer,
  stopAllServers,
  stopServersOnSignal,
} from './lib/start-server.ts'
import { listOption, parseBenchOptions } from './lib/options.ts'

// Server rendering under load: a product page, the classifieds list, a news article and the
// lightest page of the same build, with the caches off and on, next to Fastify hello-world
// measured in the same run. Requests carry no
// cookie, as an anonymous visitor's (the only ones the SSR micro-cache may answer).

/**
 * The lightest page of the build that answers 200: the root loader (settings, current user), the
 * layout and a small form, nothing of its own to load. The 404 page is as light but answers 404.
 */
const TRIVIAL_PAGE = '/forgot-password'

const CLASSIFIEDS_PAGE = '/muc-rao-vat'
const PAGE_NAMES = ['product', 'classifieds', 'article', 'trivial'] as const
type PageName = (typeof PAGE_NAMES)[number]

type CacheMode = 'off' | 'render' | 'on'

/**
 * `off`: neither the SSR micro-cache nor the catalogue read cache; `render`: every page rendered,
 * its data read through the catalogue cache as deployed; `on`: the server's defaults.
 */
const CACHE_ENV: Record<CacheMode, Record<string, string>> = {
  off: { SSR_CACHE_TTL_MS: '0', CATALOG_CACHE_TTL_MS: '0' },
  render: { SSR_CACHE_TTL_MS: '0' },
  on: {},
}

// docs/requirements.md, Performance targets: uncached, the product page at least half the trivial
// page's throughput; from the micro-cache, at least a quarter of hello-world.
const GOALS = { uncachedShareOfTrivial: 0.5, cachedShareOfHello: 0.25 }

const USAGE = `Usage: node ssr.bench.ts [options]
  --path <path>            product page to render (default: /san-pham/<slug of a best seller>,
                           or / while the build has no product page)
  --trivial <path>         the light page beside it (default: ${TRIVIAL_PAGE})
  --pages <names>          which pages, of ${PAGE_NAMES.join(', ')} (default: all); classifieds is
                           ${CLASSIFIEDS_PAGE}, article the newest article's /tin-tuc/<slug>
  --database <url|dir>     shop database (default: ${describeDatabase(DEFAULT_CATALOG_DATABASE)},
                           seeded with ${DEFAULT_CATALOG_PRODUCTS} products when needed; a directory: PGlite)
  --cache <off,render,on>  cache modes (default: off,on; off sets SSR_CACHE_TTL_MS=0 and
                           CATALOG_CACHE_TTL_MS=0, render only SSR_CACHE_TTL_MS=0, on keeps the
                           server's defaults)
  --connections <n>        concurrent connections (default: 50)
  --duration <s>           seconds measured per target (default: 10)
  --warmup <s>             seconds of unmeasured load per target first (default: 3)
  --pairs <n>              uncached product and trivial page runs, one right after the other;
                           the goal takes the median of their ratios (default: 3)
  --no-save                do not write bench/results/ssr-<timestamp>.json`

function parseOptions(argv: string[]) {
  const { own, ...load } = parseBenchOptions(
    argv,
    {
      path: { type: 'string' },
      trivial: { type: 'string' },
      database: { type: 'string' },
      cache: { type: 'string' },
      pages: { type: 'string' },
    },
    // The targets measure SSR at 50 connections, as the API.
    { pairs: 3, connections: 50, duration: 10, warmup: 3 },
  )
  const cacheModes = Object.keys(CACHE_ENV) as CacheMode[]
  const modes = listOption(own.cache, cacheModes, ['off', 'on'], 'cache', USAGE)
  const pages = listOption(own.pages, PAGE_NAMES, PAGE_NAMES, 'pages', USAGE)
  for (const path of [own.path, own.trivial]) {
    if (path !== undefined && !path.startsWith('/')) throw new Error(`Not a path: ${path}`)
  }
  return {
    ...load,
    path: own.path,
    trivial: own.trivial ?? TRIVIAL_PAGE,
    databaseUrl: own.database ?? DEFAULT_CATALOG_DATABASE,
    modes,
    pages,
  }
}

/** A best seller's page, when the build has the product page; else the home page, said so. */
async function productPagePath(
  shop: RunningServer,
): Promise<{ path: string; note: string | null }> {
  const response = await fetch(`${shop.url}/api/v1/products?per_page=1&sort=best_selling`)
  const page = (await response.json()) as { data?: Array<{ slug: string }> }
  const slug = page.data?.[0]?.slug
  if (!slug) return { path: '/', note: 'no product in the database: measuring / instead' }
  const path = `/san-pham/${encodeURIComponent(slug)}`
  const probe = await fetch(`${shop.url}${path}`, { headers: { accept: 'text/html' } })
  await probe.body?.cancel()
  return probe.ok
    ? { path, note: null }
    : {
        path: '/',
        note: `${path} answered ${probe.status} (no product page yet): measuring / instead`,
      }
}

/** The newest article's page (the first one the news list shows). */
async function articlePagePath(shop: RunningServer): Promise<string> {
  const response = await fetch(`${shop.url}/api/v1/articles?per_page=1`)
  const page = (await response.json()) as { data?: Array<{ slug: string }> }
  const slug = page.data?.[0]?.slug
  if (!slug) throw new Error('No published article in the database: cannot measure /tin-tuc/<slug>')
  return `/tin-tuc/${encodeURIComponent(slug)}`
}

interface Row extends Measurement {
  target: string
  page: 'hello' | PageName
  cache: CacheMode | null
  /** Which pair of product and trivial page runs (1 for every other row). */
  pair: number
}

function goals(rows: Row[]): GoalCheck[] {
  const hello = rows.find((row) => row.page === 'hello')
  const find = (page: PageName, cache: CacheMode, pair = 1) =>
    rows.find((row) => row.page === page && row.cache === cache && row.pair === pair)
  const checks: GoalCheck[] = []
  const pairs = Math.max(...rows.map((row) => row.pair))
  for (const cache of ['off', 'render'] as const) {
    const shares = Array.from({ length: pairs }, (_, i) => ({
      product: find('product', cache, i + 1),
      trivial: find('trivial', cache, i + 1),
    })).flatMap(({ product, trivial }) =>
      product && trivial ? [product.requestsPerSecond / trivial.requestsPerSecond] : [],
    )
    if (shares.length) {
      checks.push({
        goal: `product page cache ${cache} ≥ ${formatShare(GOALS.uncachedShareOfTrivial)} of the trivial page`,
        measured: overPairs(shares, formatShare),
        ok: median(shares) >= GOALS.uncachedShareOfTrivial,
      })
    }
  }
  for (const page of PAGE_NAMES) {
    const off = find(page, 'off')
    const on = find(page, 'on')
    if (off && on) {
      checks.push({
        goal: `${page} page: micro-cache speed-up`,
        measured: `${(on.requestsPerSecond / off.requestsPerSecond).toFixed(1)}× (${on.cacheHeader ?? 'no cache header'})`,
        ok: null,
      })
    }
    if (on && hello) {
      const share = on.requestsPerSecond / hello.requestsPerSecond
      checks.push({
        goal:
          page === 'product'
            ? `product page cached ≥ ${formatShare(GOALS.cachedShareOfHello)} of hello-world`
            : `${page} page cached, share of hello-world`,
        measured: formatShare(share),
        ok: page === 'product' ? share >= GOALS.cachedShareOfHello : null,
      })
    }
  }
  return checks
}

export async function runSsrBench(argv: string[]): Promise<Row[]> {
  const options = parseOptions(argv)
  if (options.help) {
    console.log(USAGE)
    return []
  }
  const offSignals = stopServersOnSignal()
  try {
    if (/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      await ensureCatalogDatabase(options.databaseUrl, DEFAULT_CATALOG_PRODUCTS)
    }
    const rows: Row[] = []
    const common = {
      accept: 'text/html' as const,
      connections: options.connections,
      duration: options.duration,
      warmup: options.warmup,
    }
    const hello = await startHelloServer()
    const helloResult = await measure({
      ...common,
      accept: 'application/json',
      origin: hello.url,
      paths: ['/'],
      title: 'hello-world',
    })
    rows.push({ ...helloResult, target: 'hello-world', page: 'hello', cache: null, pair: 1 })
    await hello.stop()

    let productPath = options.path
    let articlePath: string | undefined
    let note: string | null = null
    for (const cache of options.modes) {
      console.log(`starting the shop server, caches ${cache}…`)
      const shop = await startShopServer({
        databaseUrl: options.databaseUrl,
        env: CACHE_ENV[cache],
      })
      try {
        if (!productPath && options.pages.includes('product')) {
          ;({ path: productPath, note } = await productPagePath(shop))
          if (note) console.log(`! ${note}`)
        }
        if (!articlePath && options.pages.includes('article')) {
          articlePath = await articlePagePath(shop)
        }
        const paths: Record<PageName, string | undefined> = {
          product: productPath,
          classifieds: CLASSIFIEDS_PAGE,
          article: articlePath,
          trivial: options.trivial,
        }
        const measurePage = async (page: PageName, pair = 1) => {
          const path = paths[page]!
          const target = `${page} ${path} cache ${cache}${pair > 1 ? ` (pair ${pair})` : ''}`
          const result = await measure({
            ...common,
            // A later pair's server is warm already.
            warmup: pair > 1 ? Math.min(1, options.warmup) : options.warmup,
            origin: shop.url,
            paths: [path],
            title: target,
          })
          rows.push({ ...result, target, page, cache, pair })
        }
        // The uncached goal compares the product page with the trivial one: taken in pairs, one
        // right after the other, and the median of their ratios counts.
        const paired =
          cache !== 'on' &&
          ['product', 'trivial'].every((page) => options.pages.includes(page as PageName))
        for (const page of options.pages) {
          if (paired && (page === 'product' || page === 'trivial')) continue
          await measurePage(page)
        }
        if (paired) {
          for (let pair = 1; pair <= options.pairs; pair++) {
            await measurePage('product', pair)
            await measurePage('trivial', pair)
          }
        }
      } finally {
        await shop.stop()
      }
    }

    const helloRate = helloResult.requestsPerSecond
    const lines = rows.map((row) => [
      row.target,
      formatRate(row.requestsPerSecond),
      formatMs(row.latencyAverageMs, 2),
      formatMs(row.latencyP50Ms),
      formatMs(row.latencyP99Ms),
      String(row.non2xx + row.errors + row.timeouts),
      row.cacheHeader ?? '—',
      formatShare(row.requestsPerSecond / helloRate),
    ])
    const header = [
      'target',
      'req/s',
      'avg ms',
      'p50 ms',
      'p99 ms',
      'failed',
      'cache hdr',
      'vs hello',
    ]
    console.log(`\n${formatTable(header, lines)}`)
    for (const row of rows) if (row.warning) console.log(`! ${row.target}: ${row.warning}`)
    const checks = goals(rows)
    console.log(`\n${formatGoals(checks)}`)
    if (note) console.log(`! ${note}`)
    if (
      options.modes.includes('on') &&
      !rows.some((row) => row.cache === 'on' && row.cacheHeader)
    ) {
      console.log(
        '! no cache header on the pages: the SSR micro-cache (SSR_CACHE_TTL_MS) is not in this server, or sends none',
      )
    }
    if (options.save) {
      const file = await saveResults('ssr', {
        database: describeDatabase(options.databaseUrl),
        connections: options.connections,
        durationSeconds: options.duration,
        warmupSeconds: options.warmup,
        productPath,
        articlePath,
        classifiedsPath: CLASSIFIEDS_PAGE,
        trivialPath: options.trivial,
        note,
        results: rows,
        goals: checks,
      })
      console.log(`\nwrote ${file}`)
    }
    return rows
  } finally {
    offSignals()
    await stopAllServers()
  }
}

if (import.meta.main) {
  await runSsrBench(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
