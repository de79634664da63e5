import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import {
  checkoutBody,
  createShopSettings,
  loadGeo,
  newIdempotencyKey,
  visitor,
} from '../../test/shop-factories.ts'

const TOKEN = 'metrics-token-for-tests-0123456789'

let t: TestApp
let mailDir: string
beforeAll(async () => {
  mailDir = await mkdtemp(path.join(tmpdir(), 'phiencho-metrics-'))
  t = await createTestApp({ mailDir }, { CATALOG_CACHE_TTL_MS: '5000', METRICS_TOKEN: TOKEN })
  await loadGeo(t.database.db)
  await createShopSettings(t.database.db)
})
afterAll(async () => {
  await t?.close()
  await rm(mailDir, { recursive: true, force: true })
})

const scrape = async (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', ...options })

/** The value of one series of the exposition text, by its name and labels as written. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics', () => {
  it('counts requests by route pattern, never by raw address', async () => {
    const product = await createProduct(t.database.db, { price: 120_000, stock: 5 })
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject(`/api/v1/products/${product.slug}`)).statusCode).toBe(200)
    }
    expect((await t.app.inject('/khong-co-trang-nay/123')).statusCode).toBe(404)
    const res = await scrape()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/)
    expect(res.headers['cache-control']).toBe('no-store')
    const text = res.body
    expect(
      valueOf(
        text,
        'phiencho_http_requests_total{route="/api/v1/products/:slug",method="GET",status="200"}',
      ),
    ).toBe(3)
    expect(
      valueOf(
        text,
        'phiencho_http_request_duration_seconds_count{route="/api/v1/products/:slug",method="GET",status="200"}',
      ),
    ).toBe(3)
    expect(text).toContain(
      'phiencho_http_requests_total{route="unmatched",method="GET",status="404"}',
    )
    expect(text).not.toContain(product.slug)
    expect(text).not.toContain('khong-co-trang-nay')
    // The process's own figures.
    expect(text).toContain('process_cpu_user_seconds_total')
    expect(text).toContain('nodejs_eventloop_lag_seconds')
  })

  it('reports the database connections and query times', async () => {
    const text = (await scrape()).body
    const engine = t.database.kind
    expect(valueOf(text, `phiencho_db_pool_connections{engine="${engine}"}`)).toBeGreaterThan(0)
    expect(valueOf(text, `phiencho_db_pool_idle{engine="${engine}"}`)).toBeGreaterThanOrEqual(0)
    expect(valueOf(text, `phiencho_db_pool_waiting{engine="${engine}"}`)).toBe(0)
    expect(
      valueOf(text, `phiencho_db_query_duration_seconds_count{engine="${engine}"}`),
    ).toBeGreaterThan(0)
  })

  it('counts cache hits and misses per cache', async () => {
    const before = (await scrape()).body
    const series = (result: string) =>
      `phiencho_cache_lookups_total{cache="catalog_api",result="${result}"}`
    const url = '/api/v1/products?sort=newest&page=1'
    expect((await t.app.inject(url)).headers['x-cache']).toBe('MISS')
    expect((await t.app.inject(url)).headers['x-cache']).toBe('HIT')
    expect((await t.app.inject(url)).headers['x-cache']).toBe('HIT')
    const after = (await scrape()).body
    expect(valueOf(after, series('hit'))! - (valueOf(before, series('hit')) ?? 0)).toBe(2)
    expect(valueOf(after, series('miss'))! - (valueOf(before, series('miss')) ?? 0)).toBe(1)
    for (const cache of ['settings_api', 'pages', 'settings_row']) {
      expect(after).toContain(`phiencho_cache_lookups_total{cache="${cache}",result="hit"}`)
    }
  })

  it('counts the orders placed and their mails, pending in the outbox and then sent', async () => {
    const series = 'phiencho_orders_placed_total'
    const before = valueOf((await scrape()).body, series)
    const product = await createProduct(t.database.db, { price: 200_000, stock: 5 })
    const guest = visitor(t)
    const added = await guest.request({
      method: 'POST',
      url: '/api/v1/cart/items',
      payload: { product_id: product.id },
    })
    expect(added.statusCode).toBe(200)
    const key = newIdempotencyKey()
    const order = (headers: Record<string, string>) =>
      guest.request({ method: 'POST', url: '/api/v1/checkout', payload: checkoutBody(), headers })
    expect((await order({ 'idempotency-key': key })).statusCode).toBe(201)
    // The same key again answers the same order: no new one.
    expect((await order({ 'idempotency-key': key })).statusCode).toBe(200)
    const text = (await scrape()).body
    expect(valueOf(text, series)).toBe(before! + 1)
    expect(valueOf(text, 'phiencho_mail_pending')).toBeGreaterThanOrEqual(0)
    expect(valueOf(text, 'phiencho_mail_deliveries_total{outcome="failed"}')).toBe(0)
    // The order's confirmation leaves the outbox (written to the mail folder here).
    await expect
      .poll(async () => {
        const now = (await scrape()).body
        return [
          valueOf(now, 'phiencho_mail_pending'),
          valueOf(now, 'phiencho_mail_deliveries_total{outcome="sent"}'),
        ]
      })
      .toEqual([0, 1])
  })

  it('answers a remote caller only with the token, and never trusts X-Forwarded-For', async () => {
    const remote = '203.0.113.9'
    expect((await scrape({ remoteAddress: remote })).statusCode).toBe(404)
    const wrong = { authorization: 'Bearer not-the-metrics-token-at-all' }
    expect((await scrape({ remoteAddress: remote, headers: wrong })).statusCode).toBe(404)
    const spoofed = { 'x-forwarded-for': '127.0.0.1' }
    expect((await scrape({ remoteAddress: remote, headers: spoofed })).statusCode).toBe(404)
    const right = { authorization: `Bearer ${TOKEN}` }
    expect((await scrape({ remoteAddress: remote, headers: right })).statusCode).toBe(200)
    // A proxy on this machine forwards anyone's request from the loopback address.
    const proxied = { 'x-forwarded-for': remote }
    expect((await scrape({ remoteAddress: '127.0.0.1', headers: proxied })).statusCode).toBe(404)
    expect((await scrape({ remoteAddress: '::1' })).statusCode).toBe(200)
  })

  it('is left out of the OpenAPI document', async () => {
    const doc = await t.app.inject('/api/docs/json')
    expect(doc.statusCode).toBe(200)
    expect(doc.body).not.toContain('/metrics')
  })
})
