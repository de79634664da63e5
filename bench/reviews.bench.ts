import pg from 'pg'

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
import { startShopServer, stopAllServers, stopServersOnSignal } from './lib/start-server.ts'
import { numberOption, parseBenchOptions } from './lib/options.ts'

// A product page with thousands of reviews against the same page without any, rendered uncached
// (SSR_CACHE_TTL_MS=0, CATALOG_CACHE_TTL_MS=0): the bench gives one best seller `--reviews`
// (5,000) published reviews of its own delivered orders (a fifth with photos, a tenth with the
// shop's reply), then measures the page in `--pairs` interleaved pairs, the reviews published and
// then hidden (hidden reviews count nowhere: the page is that of a product without reviews). Goal:
// with the reviews, at least 90 % of the throughput without them.

const GOAL_SHARE = 0.9
/**
 * Seconds of unmeasured load on each page, with and without its reviews, once the server has
 * started: a server just started is still compiling and filling its pools, and the side measured
 * first was the colder one (in two runs the first measurement, always with the reviews, gave
 * 57 req/s and a p99 over 2 s, against 63–71 req/s and 0.8–1.8 s for the same page afterwards).
 */
const SERVER_WARMUP_S = 10
const BENCH_EMAIL = 'bench-review-%@phiencho.test'

const USAGE = `Usage: node reviews.bench.ts [options]
  --database <url>     PostgreSQL catalogue (default: ${describeDatabase(DEFAULT_CATALOG_DATABASE)},
                       seeded with ${DEFAULT_CATALOG_PRODUCTS} products when needed)
  --reviews <n>        reviews on the measured product (default: 5000)
  --connections <n>    concurrent connections (default: 50)
  --duration <s>       seconds measured per run (default: 10)
  --warmup <s>         seconds of unmeasured load first (default: 3)
  --pairs <n>          with / without runs (default: 3)
  --no-save            do not write bench/results/reviews-<timestamp>.json`

function parseOptions(argv: string[]) {
  const { own, ...load } = parseBenchOptions(
    argv,
    { database: { type: 'string' }, reviews: { type: 'string' } },
    { pairs: 3, connections: 50, duration: 10, warmup: 3 },
  )
  const databaseUrl = own.database ?? DEFAULT_CATALOG_DATABASE
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('--database must be PostgreSQL')
  return { ...load, databaseUrl, reviews: numberOption(own.reviews, 5000, 'reviews') }
}

/**
 * The best seller, with `count` reviews of the bench's own buyers (made once; a later run reuses
 * them): one order per review, delivered 5 days ago, so each review stands on a delivered line.
 */
async function productWithReviews(client: pg.Client, count: number) {
  const product = await client.query<{ id: number; slug: string; name: string; sku: string }>(
    `select id, slug, name, sku from products where listed order by sold_count desc, id desc limit 1`,
  )
  const { id, slug } = product.rows[0]!
  const existing = await client.query<{ n: number }>(
    `select count(*)::int as n from product_reviews where product_id = $1`,
    [id],
  )
  const missing = count - existing.rows[0]!.n
  if (missing <= 0) return { id, slug }
  console.log(`writing ${missing} reviews of ${slug}…`)
  await client.query('begin')
  await client.query(
    `insert into users (name, email, password_hash)
     select 'Người mua ' || g, replace($1, '%', g::text), 'x' from generate_series(1, 500) g
     on conflict do nothing`,
    [BENCH_EMAIL],
  )
  await client.query(
    `with buyers as (
       select id, row_number() over (order by id) - 1 as k from users where email like $2),
     made as (
       insert into orders (code, user_id, contact_name, contact_phone, contact_email,
         province_code, province_name, ward_code, ward_name, street, shipping_fee, subtotal,
         discount, total, payment_method, status, payment_status, idempotency_key, placed_at)
       select 'BR' || lpad((g + $3)::text, 10, '0'), b.id, 'Người mua', '0912345678',
         'bench@phiencho.test', w.province_code, 'Thành phố Hà Nội', w.code, w.name, 'Số 1',
         0, p.price, 0, p.price, 'cod', 'completed', 'paid', gen_random_uuid(),
         now() - interval '8 days'
       from generate_series(1, $4::int) g
       join buyers b on b.k = g % 500
       cross join (select * from wards order by code limit 1) w
       cross join (select price from products where id = $1) p
       returning id, user_id, total)
     , lines as (
       insert into order_items (order_id, product_id, name, sku, unit_price, quantity, line_total)
       select m.id, $1, p.name, p.sku, m.total, 1, m.total from made m
       cross join (select name, sku from products where id = $1) p
       returning id, order_id)
     , delivered as (
       insert into order_status_history (order_id, from_status, to_status, created_at)
       select order_id, 'shipping', 'delivered', now() - interval '5 days' from lines)
     insert into product_reviews (product_id, order_item_id, user_id, rating, body, status,
       has_photos, published_at, reply, replied_at, created_at)
     select $1, l.id, m.user_id, 1 + (l.id * 7 % 5),
       'Sản phẩm dùng tốt, giao hàng nhanh, đóng gói cẩn thận. Đánh giá số ' || l.id,
       'published', l.id % 5 = 0, now() - (l.id % 1000) * interval '1 minute',
       case when l.id % 10 = 0 then 'Cảm ơn bạn đã ủng hộ shop!' end,
       case when l.id % 10 = 0 then now() end, now() - interval '4 days'
     from lines l join made m on m.id = l.order_id`,
    [id, BENCH_EMAIL, Date.now() % 1_000_000_000, missing],
  )
  await client.query(
    `insert into review_photos (review_id, path, width, height, position)
     select r.id, i.path, i.width, i.height, 0 from product_reviews r
     join lateral (select path, width, height from product_images where product_id = r.product_id
       order by position limit 1) i on true
     where r.product_id = $1 and r.has_photos
       and not exists (select 1 from review_photos x where x.review_id = r.id)`,
    [id],
  )
  await client.query('commit')
  await client.query('vacuum (analyze) product_reviews, review_photos, products')
  return { id, slug }
}

/** Publishes or hides every review of the product (the triggers keep its rating). */
async function setReviewsShown(client: pg.Client, productId: number, shown: boolean) {
  await client.query(`update product_reviews set status = $2 where product_id = $1`, [
    productId,
    shown ? 'published' : 'hidden',
  ])
  await client.query('vacuum (analyze) product_reviews, products')
}

interface Row extends Measurement {
  target: string
  shown: boolean
  pair: number
}

export async function runReviewsBench(argv: string[]): Promise<Row[]> {
  const options = parseOptions(argv)
  if (options.help) {
    console.log(USAGE)
    return []
  }
  const offSignals = stopServersOnSignal()
  await ensureCatalogDatabase(options.databaseUrl, DEFAULT_CATALOG_PRODUCTS)
  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  try {
    const product = await productWithReviews(client, options.reviews)
    const path = `/san-pham/${encodeURIComponent(product.slug)}`
    const shop = await startShopServer({
      databaseUrl: options.databaseUrl,
      env: { SSR_CACHE_TTL_MS: '0', CATALOG_CACHE_TTL_MS: '0' },
    })
    for (const shown of [true, false]) {
      await setReviewsShown(client, product.id, shown)
      await measure({
        accept: 'text/html',
        connections: options.connections,
        duration: SERVER_WARMUP_S,
        warmup: 0,
        origin: shop.url,
        paths: [path],
        title: `warm-up of the server, ${shown ? 'with' : 'without'} the reviews (not counted)`,
      })
    }
    const rows: Row[] = []
    for (let pair = 1; pair <= options.pairs; pair++) {
      for (const shown of pair % 2 ? [true, false] : [false, true]) {
        await setReviewsShown(client, product.id, shown)
        const target = `${path} ${shown ? `${options.reviews} reviews` : 'no reviews'} (pair ${pair})`
        const result = await measure({
          accept: 'text/html',
          connections: options.connections,
          duration: options.duration,
          warmup: pair > 1 ? Math.min(1, options.warmup) : options.warmup,
          origin: shop.url,
          paths: [path],
          title: target,
        })
        rows.push({ ...result, target, shown, pair })
      }
    }
    await setReviewsShown(client, product.id, true)
    await shop.stop()

    const lines = rows.map((row) => [
      row.target,
      formatRate(row.requestsPerSecond),
      formatMs(row.latencyAverageMs, 2),
      formatMs(row.latencyP50Ms),
      formatMs(row.latencyP99Ms),
      String(row.non2xx + row.errors + row.timeouts),
    ])
    console.log(
      `\n${formatTable(['target', 'req/s', 'avg ms', 'p50 ms', 'p99 ms', 'failed'], lines)}`,
    )
    const shares = Array.from({ length: options.pairs }, (_, i) => {
      const of = (shown: boolean) => rows.find((row) => row.pair === i + 1 && row.shown === shown)!
      return of(true).requestsPerSecond / of(false).requestsPerSecond
    })
    const checks: GoalCheck[] = [
      {
        goal: `product page with ${options.reviews} reviews ≥ ${formatShare(GOAL_SHARE)} of it without`,
        measured: overPairs(shares, formatShare),
        ok: median(shares) >= GOAL_SHARE,
      },
    ]
    console.log(`\n${formatGoals(checks)}`)
    if (options.save) {
      const file = await saveResults('reviews', {
        database: describeDatabase(options.databaseUrl),
        connections: options.connections,
        durationSeconds: options.duration,
        reviews: options.reviews,
        path,
        results: rows,
        goals: checks,
      })
      console.log(`\nwrote ${file}`)
    }
    return rows
  } finally {
    offSignals()
    await client.end()
    await stopAllServers()
  }
}

if (import.meta.main) {
  await runReviewsBench(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
