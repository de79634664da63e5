import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { CHANGES_LISTENER_NAME } from '../../db/changes.ts'
import { openDatabase, selectRows, transactionClosedBy } from '../../db/client.ts'
import { stockTaking } from '../../modules/catalog/index.ts'
import { createProduct, createProvince } from '../../test/catalog-factories.ts'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { settleChanges } from '../../test/changes.ts'
import { engine } from '../../test/database.ts'
import { createShopSettings } from '../../test/shop-factories.ts'
import { seedSmallShop, type SmallShop } from '../../test/small-shop.ts'

// The caches keep answers for a minute: an answer that changes at once was forgotten, not expired.
// No REDIS_URL: the database tells every process.
const KEEP = { CATALOG_CACHE_TTL_MS: '60000', SSR_CACHE_TTL_MS: '60000' }

/** A second server process on the same database (its own pool, its own listener). */
async function anotherProcess(first: TestApp): Promise<TestApp> {
  const database = await openDatabase(first.database.url, { poolSize: 2 })
  const app = await buildApp({ config: first.config, database, web: false })
  await app.ready()
  return {
    app,
    database,
    config: first.config,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

const read = async (t: TestApp, url: string) => {
  const answer = await t.app.inject({ method: 'GET', url })
  expect(answer.statusCode, url).toBe(200)
  return { cache: answer.headers['x-cache'], body: answer.json() as Record<string, unknown> }
}

/** Every change committed so far has been heard; the caches start empty. */
async function afresh(t: TestApp) {
  await settleChanges(t.database)
  t.app.changes.changed(null)
}

describe('kept answers after a committed change, in the writing process', () => {
  let t: TestApp
  let shop: SmallShop
  beforeAll(async () => {
    t = await createTestApp({}, KEEP)
    shop = await seedSmallShop(t.database.db)
    await createShopSettings(t.database.db, { site_name: 'Phiên Chợ' })
  })
  afterAll(() => t?.close())
  beforeEach(() => afresh(t))

  const product = () => `/api/v1/products/${shop.phone.slug}`
  const run = (statement: string) => t.database.db.execute(sql.raw(statement))

  it('reads a price changed by raw SQL at once, and keeps the answer of one rolled back', async () => {
    await read(t, product())
    expect((await read(t, product())).cache).toBe('HIT')
    await run(`update products set planned_sale_price = 7990000 where id = ${shop.phone.id}`)
    const fresh = await read(t, product())
    expect(fresh.cache).toBe('MISS')
    expect(fresh.body.effective_price).toBe(7_990_000)
    // Heard once: its listener does not clear what was kept since.
    expect((await read(t, product())).cache).toBe('HIT')
    await settleChanges(t.database)
    expect((await read(t, product())).cache).toBe('HIT')
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update products set planned_sale_price = 10 where id = ${shop.phone.id}`,
        )
        throw new Error('thôi')
      })
      .catch(() => {})
    const kept = await read(t, product())
    expect(kept.cache).toBe('HIT')
    expect(kept.body.effective_price).toBe(7_990_000)
    await run(`update products set planned_sale_price = 8490000 where id = ${shop.phone.id}`)
  })

  it('keeps the answers through a sale that leaves the product in stock, not one that makes it low', async () => {
    const shirt = await createProduct(t.database.db, { name: 'Áo thun cổ tròn', stock: 8 })
    const url = `/api/v1/products/${shirt.slug}`
    const sell = (quantity: number) =>
      transactionClosedBy(t.database.db, async () => ({
        result: null,
        closing: stockTaking([{ productId: shirt.id, variantId: null, quantity }]).statements,
      }))
    expect((await read(t, url)).body.stock_status).toBe('in_stock')
    await sell(1)
    expect((await read(t, url)).cache).toBe('HIT')
    await sell(2)
    const low = await read(t, url)
    expect(low.cache).toBe('MISS')
    expect(low.body.stock_status).toBe('low_stock')
    await sell(5)
    expect((await read(t, url)).body.stock_status).toBe('out_of_stock')
  })

  it('forgets the settings answer on a settings change, not on a catalogue one', async () => {
    const url = '/api/v1/website-settings'
    await read(t, url)
    await run(`update products set name = name where id = ${shop.phone.id}`)
    expect((await read(t, url)).cache).toBe('HIT')
    await run(`update website_settings set site_name = 'Chợ Phiên Mới'`)
    const fresh = await read(t, url)
    expect(fresh.cache).toBe('MISS')
    expect(fresh.body.site_name).toBe('Chợ Phiên Mới')
  })

  it('reads the provinces again after a change of them', async () => {
    await createProvince(t.database.db, { code: '79', name: 'Thành phố Hồ Chí Minh' })
    const names = async () =>
      ((await read(t, '/api/v1/provinces')).body.data as Array<{ name: string }>).map(
        (province) => province.name,
      )
    expect(await names()).toContain('Thành phố Hồ Chí Minh')
    await run(`update provinces set name = 'TP. Hồ Chí Minh' where code = '79'`)
    expect(await names()).toContain('TP. Hồ Chí Minh')
  })
})

describe.runIf(engine === 'postgres')('several processes on one PostgreSQL database', () => {
  let a: TestApp
  let b: TestApp
  let shop: SmallShop
  beforeAll(async () => {
    // No REDIS_URL: the database tells every process.
    a = await createTestApp({}, KEEP)
    b = await anotherProcess(a)
    shop = await seedSmallShop(a.database.db)
  })
  beforeEach(() => afresh(b))
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  const product = () => `/api/v1/products/${shop.phone.slug}`
  const soon = { timeout: 1_000, interval: 20 }

  it('shows a change committed through one process in the other within a second', async () => {
    await read(b, product())
    expect((await read(b, product())).cache).toBe('HIT')
    // One rolled back changes nothing.
    await a.database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update products set planned_sale_price = 10 where id = ${shop.phone.id}`,
        )
        throw new Error('thôi')
      })
      .catch(() => {})
    await settleChanges(b.database)
    expect((await read(b, product())).cache).toBe('HIT')

    await a.database.db.execute(
      sql`update products set planned_sale_price = 7490000 where id = ${shop.phone.id}`,
    )
    await expect
      .poll(async () => (await read(b, product())).body.effective_price, soon)
      .toBe(7_490_000)
  })

  it('forgets everything when its listening connection is lost, and hears changes once back', async () => {
    const listeners = async () =>
      selectRows<{ pid: number }>(
        b.database.db,
        sql`select pid from pg_stat_activity
          where application_name = ${CHANGES_LISTENER_NAME} and datname = current_database()`,
      )
    expect(await listeners()).toHaveLength(2)
    await read(b, product())
    expect((await read(b, product())).cache).toBe('HIT')
    expect(b.app.catalogCache.payloads.size).toBeGreaterThan(0)

    // Every listener of the database: whichever is b's.
    await b.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${CHANGES_LISTENER_NAME} and datname = current_database()`,
    )
    await expect.poll(() => b.app.catalogCache.payloads.size, soon).toBe(0)
    // Listening again, it forgets everything once more: the answer is kept again afterwards.
    await settleChanges(b.database)
    await expect.poll(async () => (await read(b, product())).cache).toBe('HIT')

    // A write from outside both processes reaches b through its new connection only.
    const outsider = new pg.Client({ connectionString: a.database.url })
    await outsider.connect()
    try {
      await outsider.query('update products set planned_sale_price = 6990000 where id = $1', [
        shop.phone.id,
      ])
    } finally {
      await outsider.end()
    }
    await expect
      .poll(async () => (await read(b, product())).body.effective_price, soon)
      .toBe(6_990_000)
  })
})
