import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../config.ts'
import { products } from '../../db/schema.ts'
import { createChangeBus } from '../../lib/cache/change-bus.ts'
import { seedSmallShop, type SmallShop } from '../../test/small-shop.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createShopSettings } from '../../test/shop-factories.ts'
import catalogCache from './catalog-cache.ts'

/** Counts the SQL statements the app sends (PGlite and node-postgres both go through `query`). */
function countQueries(t: TestApp) {
  const client = (t.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
    .$client
  return vi.spyOn(client, 'query')
}

describe('catalogue read cache', () => {
  let t: TestApp
  let shop: SmallShop
  beforeAll(async () => {
    t = await createTestApp({}, { CATALOG_CACHE_TTL_MS: '5000' })
    shop = await seedSmallShop(t.database.db)
  })
  afterAll(() => t?.close())
  afterEach(() => t.app.changes.changed(null))

  const get = (url: string) => t.app.inject({ method: 'GET', url })

  it('answers a repeated read from memory, without the database', async () => {
    const first = await get('/api/v1/products?sort=best_selling')
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-cache']).toBe('MISS')
    expect(first.headers['cache-control']).toBe('public, max-age=5')

    const queries = countQueries(t)
    const again = await get('/api/v1/products?sort=best_selling')
    expect(again.headers['x-cache']).toBe('HIT')
    expect(again.headers['cache-control']).toBe('public, max-age=5')
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(again.body).toBe(first.body)
    expect(queries).not.toHaveBeenCalled()
  })

  it('keeps and serves what browsers ask for: brotli or gzip, compressed once', async () => {
    const url = '/api/v1/products?sort=newest'
    const as = (encoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } })
    const miss = await as('gzip, deflate, br, zstd')
    expect(miss.headers['x-cache']).toBe('MISS')
    expect(miss.headers['content-encoding']).toBe('br')
    expect(miss.headers.vary).toContain('accept-encoding')
    const json = brotliDecompressSync(miss.rawPayload).toString('utf8')
    expect(JSON.parse(json).data.length).toBeGreaterThan(0)

    const brotli = await as('br')
    expect(brotli.headers['x-cache']).toBe('HIT')
    expect(brotli.rawPayload.equals(miss.rawPayload)).toBe(true)
    const gzip = await as('gzip;q=1, br;q=0')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(json)
    const plain = await get(url)
    expect(plain.headers['x-cache']).toBe('HIT')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(json)
  })

  it('keys by the validated query: defaults and parameter order do not matter', async () => {
    expect((await get('/api/v1/products?page=1&on_sale=true')).headers['x-cache']).toBe('MISS')
    expect((await get('/api/v1/products?on_sale=true&per_page=24')).headers['x-cache']).toBe('HIT')
    expect((await get('/api/v1/products?on_sale=true&page=2')).headers['x-cache']).toBe('MISS')
    // The order of the parameters in the address does not matter, with a list of brands too.
    const brands = `brand=${shop.samsung.slug}&brand=${shop.apple.slug}`
    expect((await get(`/api/v1/products?${brands}&sort=name`)).headers['x-cache']).toBe('MISS')
    expect((await get(`/api/v1/products?sort=name&${brands}`)).headers['x-cache']).toBe('HIT')
  })

  it('answers an address it has answered before without validating its query again', async () => {
    const url = '/api/v1/products?sort=name&page=1'
    expect((await get(url)).headers['x-cache']).toBe('MISS')
    const byKey = vi.spyOn(t.app.catalogCache.payloads, 'get')
    const byAddress = vi.spyOn(t.app.catalogCache.payloads, 'getByAlias')
    const again = await get(url)
    expect(again.headers['x-cache']).toBe('HIT')
    expect(again.headers['cache-control']).toBe('public, max-age=5')
    expect(byAddress).toHaveBeenCalledWith(url)
    expect(byKey).not.toHaveBeenCalled()
    // Another spelling of the same query is found by its key, then by its own address.
    const other = '/api/v1/products?page=1&sort=name'
    expect((await get(other)).headers['x-cache']).toBe('HIT')
    expect(byKey).toHaveBeenCalledTimes(1)
    expect((await get(other)).headers['x-cache']).toBe('HIT')
    expect(byKey).toHaveBeenCalledTimes(1)
    byKey.mockRestore()
    byAddress.mockRestore()

    // Refused or missing answers leave no address behind.
    for (const refused of ['/api/v1/products?per_page=9999', '/api/v1/products/khong-co']) {
      const first = await get(refused)
      expect(first.statusCode, refused).not.toBe(200)
      const second = await get(refused)
      expect(second.statusCode, refused).toBe(first.statusCode)
      expect(second.headers['x-cache'], refused).not.toBe('HIT')
    }
    t.app.changes.changed('catalog')
    expect((await get(url)).headers['x-cache']).toBe('MISS')
  })

  it('keeps the website settings answer until the settings change', async () => {
    const url = '/api/v1/website-settings'
    const first = await get(url)
    expect(first.headers['x-cache']).toBe('MISS')
    const kept = await get(url)
    expect(kept.headers['x-cache']).toBe('HIT')
    expect(kept.body).toBe(first.body)
    // A catalogue change leaves it be; a settings change does not.
    await t.database.db
      .update(products)
      .set({ name: 'Điện thoại Samsung Galaxy A56' })
      .where(eq(products.id, shop.phone.id))
    expect((await get(url)).headers['x-cache']).toBe('HIT')
    await createShopSettings(t.database.db, { site_name: 'Chợ Mới' })
    const fresh = await get(url)
    expect(fresh.headers['x-cache']).toBe('MISS')
    expect(fresh.json().site_name).toBe('Chợ Mới')
  })

  it('leaves the query out of the key of a route that takes none', async () => {
    const url = `/api/v1/products/${shop.phone.slug}`
    const first = await get(`${url}?utm_source=zalo`)
    expect(first.headers['x-cache']).toBe('MISS')
    for (const query of ['', '?utm_source=facebook', '?a=1&b=2']) {
      const again = await get(`${url}${query}`)
      expect(again.headers['x-cache'], query).toBe('HIT')
      expect(again.body).toBe(first.body)
    }
  })

  it('caches every catalogue read', async () => {
    for (const url of [
      `/api/v1/products/${shop.phone.slug}`,
      `/api/v1/products/${shop.phone.slug}/related`,
      '/api/v1/categories',
      '/api/v1/brands',
      `/api/v1/brands/${shop.samsung.slug}`,
      '/api/v1/stores',
      `/api/v1/stores/${shop.store.slug}`,
      '/api/v1/search?q=dien+thoai',
      '/api/v1/search/suggest?q=ao',
    ]) {
      const miss = await get(url)
      expect(miss.statusCode, url).toBe(200)
      expect(miss.headers['x-cache'], url).toBe('MISS')
      const hit = await get(url)
      expect(hit.headers['x-cache'], url).toBe('HIT')
      expect(hit.body, url).toBe(miss.body)
    }
  })

  it('serves fresh data as soon as a change is committed', async () => {
    const url = `/api/v1/products/${shop.phone.slug}`
    expect((await get(url)).json().effective_price).toBe(8_490_000)
    expect((await get(url)).headers['x-cache']).toBe('HIT')
    // Written straight to the database, past every service: the database announces it.
    await t.database.db
      .update(products)
      .set({ planned_sale_price: 7_990_000 })
      .where(eq(products.id, shop.phone.id))
    const fresh = await get(url)
    expect(fresh.headers['x-cache']).toBe('MISS')
    expect(fresh.json().effective_price).toBe(7_990_000)
    await t.database.db
      .update(products)
      .set({ planned_sale_price: 8_490_000 })
      .where(eq(products.id, shop.phone.id))
  })

  it('lets one request fill an entry while identical ones wait for it', async () => {
    const url = '/api/v1/products?sort=price_asc'
    const queries = countQueries(t)
    await get(url)
    const perMiss = queries.mock.calls.length
    expect(perMiss).toBeGreaterThan(0)
    t.app.changes.changed('catalog')
    queries.mockClear()
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)))
    expect(new Set(answers.map((a) => a.body)).size).toBe(1)
    expect(answers.filter((a) => a.headers['x-cache'] === 'MISS')).toHaveLength(1)
    expect(queries.mock.calls.length).toBe(perMiss)
  })

  it('keeps errors out of the cache', async () => {
    const first = await get('/api/v1/products/khong-co-san-pham-nay')
    expect(first.statusCode).toBe(404)
    expect(first.headers['cache-control']).toBeUndefined()
    const second = await get('/api/v1/products/khong-co-san-pham-nay')
    expect(second.statusCode).toBe(404)
    expect(second.headers['x-cache']).toBe('MISS')
  })

  it('marks answers to logged-in visitors private', async () => {
    const { token } = await createCustomer(t)
    const url = '/api/v1/categories'
    await get(url)
    const res = await injectAs(t, token, { method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, max-age=5')
    const withCookie = await t.app.inject({ method: 'GET', url, cookies: { token } })
    expect(withCookie.headers['cache-control']).toBe('private, max-age=5')
  })
})

describe('with CATALOG_CACHE_TTL_MS=0', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({}, { CATALOG_CACHE_TTL_MS: '0' })
    await seedSmallShop(t.database.db)
  })
  afterAll(() => t?.close())

  it('reads the database every time', async () => {
    const queries = countQueries(t)
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/categories' })
      expect(res.statusCode).toBe(200)
      expect(res.headers['x-cache']).toBeUndefined()
      expect(res.headers['cache-control']).toBe('no-cache')
    }
    expect(queries.mock.calls.length).toBeGreaterThanOrEqual(2)
  })
})

describe('which routes may keep their answers', () => {
  it('refuses to start a route that keeps its answers but requires a signed-in caller', async () => {
    const app = Fastify({ logger: false })
    app.decorate('config', loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }))
    app.register(fp(async () => {}, { name: 'config' }))
    app.decorate('changes', createChangeBus())
    app.register(fp(async () => {}, { name: 'change-bus' }))
    app.register(catalogCache)
    app.register(async (scope) => {
      scope.get('/public', { config: { auth: 'optional', catalogCache: true } }, () => 1)
      scope.get('/mine', { config: { auth: 'customer', cachedAnswer: 'settings' } }, () => 1)
    })
    await expect(app.ready()).rejects.toThrow(/GET \/mine keeps its answers but requires/)
    await app.close()
  })
})
