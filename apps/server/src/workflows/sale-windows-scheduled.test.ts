import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { createProduct } from '../test/catalog-factories.ts'
import { createTestDatabase } from '../test/database.ts'
import { startScheduledWork } from './scheduled-work.ts'

// The sale sweep as the scheduled work runs it: how late after its instant a sale opens or closes.

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDatabase()
})
afterAll(() => handle?.close())

const POLLING_SECONDS = 0.5
const salePrice = async (id: number) =>
  (await handle.db.select().from(products).where(eq(products.id, id)))[0]!.sale_price

/** When `check` first holds, read every 25 ms; fails after `timeoutMs`. */
async function momentWhen(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return Date.now()
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`Not switched within ${timeoutMs} ms`)
}

describe('sale sweep as scheduled work', () => {
  it('opens and closes a sale within a polling interval of its instant, not at the next minute', async () => {
    const db = handle.db
    // Far enough ahead for pg-boss to start (its schema is made on first start) and run the
    // start's catch-up sweep, which queues the run at the instant.
    const endsAt = new Date(Date.now() + 8_000)
    const startsAt = new Date(endsAt.getTime() + 1_500)
    const ending = await createProduct(db, { price: 100_000 })
    await db
      .update(products)
      .set({ planned_sale_price: 80_000, sale_ends_at: endsAt })
      .where(eq(products.id, ending.id))
    const starting = await createProduct(db, { price: 50_000 })
    await db
      .update(products)
      .set({
        planned_sale_price: 40_000,
        sale_starts_at: startsAt,
        sale_ends_at: new Date(startsAt.getTime() + 3_600_000),
      })
      .where(eq(products.id, starting.id))
    expect(await salePrice(ending.id)).toBe(80_000)
    expect(await salePrice(starting.id)).toBeNull()

    const runs: string[] = []
    const work = await startScheduledWork(handle, {
      log: { info: () => {}, warn: () => {}, error: () => {} },
      onRun: (job, outcome) => runs.push(`${job} ${outcome}`),
      pollingIntervalSeconds: POLLING_SECONDS,
    })
    try {
      expect(Date.now(), 'pg-boss started after the sale ended').toBeLessThan(endsAt.getTime())
      const closedAt = await momentWhen(async () => (await salePrice(ending.id)) === null, 20_000)
      const openedAt = await momentWhen(
        async () => (await salePrice(starting.id)) === 40_000,
        20_000,
      )
      // Measured: 0.25–0.3 s with a 0.5 s polling interval; the app polls every 5 s, so up to ~5 s.
      const lateness = Math.max(closedAt - endsAt.getTime(), openedAt - startsAt.getTime())
      expect(lateness).toBeGreaterThanOrEqual(0)
      expect(lateness).toBeLessThan(POLLING_SECONDS * 1000 + 1_500)
    } finally {
      await work.stop()
    }
    expect(runs.filter((run) => run.startsWith('sweep-sale-windows'))).not.toContain(
      'sweep-sale-windows failed',
    )
  })
})
