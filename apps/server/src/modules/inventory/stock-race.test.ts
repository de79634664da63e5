import { adminPaths, adminUrl, stockMessages } from '@phiencho/contracts'
import { asc, eq, gt, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { product_variants, products, stock_movements } from '../../db/schema.ts'
import { createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import {
  checkoutBody,
  createShopSettings,
  loadGeo,
  newIdempotencyKey,
  visitor,
} from '../../test/shop-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'

// Staff adjust a product's stock while shoppers buy it: the adjustment locks the product row,
// then the variant's, as the checkout does, so that every unit is accounted for and the ledger
// chains. Runs on PGlite (one connection: the requests interleave between statements) and on
// PostgreSQL (row locks between pooled connections).

let t: TestApp
let keeper: Awaited<ReturnType<typeof createStaff>>

beforeAll(async () => {
  t = await createTestApp()
  await loadGeo(t.database.db)
  await createShopSettings(t.database.db)
  keeper = await createStaff(t, ['catalog'], { name: 'Thủ Kho' })
})
afterAll(async () => {
  await t?.close()
})

const db = () => t.database.db

type Item = { productId: number; variantId: number | null }
type Task = {
  kind: 'checkout' | 'receive' | 'damage'
  item: Item
  go: () => Promise<LightMyRequestResponse>
}

/** A buyer with one unit of the item in their cart, ready to check out. */
async function buyerOf(item: Item) {
  const guest = visitor(t)
  const res = await guest.request({
    method: 'POST',
    url: '/api/v1/cart/items',
    payload: {
      product_id: item.productId,
      ...(item.variantId ? { variant_id: item.variantId } : {}),
      quantity: 1,
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  return () =>
    guest.request({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: checkoutBody({ email: `mua.${Math.random().toString(36).slice(2)}@example.vn` }),
      headers: { 'idempotency-key': newIdempotencyKey() },
    })
}

const adjustment = (item: Item, reason: 'receive' | 'damage') => () =>
  injectAs(t, keeper.token, {
    method: 'POST',
    url: adminUrl(adminPaths.stockAdjustments, { id: item.productId }),
    payload: { reason, quantity: 1, ...(item.variantId ? { variant_id: item.variantId } : {}) },
  })

/** Every other checkout, an adjustment: receive, damage, receive, … */
function interleave<T>(checkouts: T[], adjustments: T[]): T[] {
  const all: T[] = []
  for (let i = 0; i < checkouts.length; i++) {
    all.push(checkouts[i]!)
    if (i % 2 === 1 && adjustments.length > 0) all.push(adjustments.shift()!)
  }
  return [...all, ...adjustments]
}

const stockOf = async (item: Item) =>
  item.variantId === null
    ? (await db().query.products.findFirst({ where: eq(products.id, item.productId) }))!.stock
    : (await db().query.product_variants.findFirst({
        where: eq(product_variants.id, item.variantId),
      }))!.stock

async function race(
  items: Item[],
  initial: number[],
  buyersPerItem: number,
  adjustPerItem: number,
) {
  const [last] = await db()
    .select({ lastId: sql<number>`coalesce(max(${stock_movements.id}), 0)::int` })
    .from(stock_movements)
  const lastId = last!.lastId
  // Each item's buyers, then taken in turns so that the items' checkouts alternate.
  const byItem = await Promise.all(
    items.map(async (item) =>
      (await Promise.all(Array.from({ length: buyersPerItem }, () => buyerOf(item)))).map(
        (go): Task => ({ kind: 'checkout', item, go }),
      ),
    ),
  )
  const alternating = Array.from({ length: buyersPerItem }, (_, i) =>
    byItem.map((list) => list[i]!),
  ).flat()
  const adjustments = items.flatMap((item): Task[] =>
    Array.from({ length: adjustPerItem }, (_, i) => {
      const reason = i % 2 === 0 ? ('receive' as const) : ('damage' as const)
      return { kind: reason, item, go: adjustment(item, reason) }
    }),
  )
  const tasks = interleave(alternating, adjustments)
  const answers = await Promise.all(tasks.map(async (task) => ({ task, res: await task.go() })))

  const movements = await db()
    .select()
    .from(stock_movements)
    .where(gt(stock_movements.id, lastId))
    .orderBy(asc(stock_movements.id))
  for (const [k, item] of items.entries()) {
    const mine = answers.filter(({ task }) => task.item === item)
    const placed = mine.filter(
      ({ task, res }) => task.kind === 'checkout' && res.statusCode === 201,
    )
    const refused = mine.filter(
      ({ task, res }) => task.kind === 'checkout' && res.statusCode !== 201,
    )
    for (const { res } of refused) expect(res.statusCode, res.body).toBe(409)
    const done = (reason: string) =>
      mine.filter(({ task, res }) => task.kind === reason && res.statusCode === 201).length
    for (const { task, res } of mine.filter(({ task }) => task.kind !== 'checkout')) {
      if (res.statusCode === 201) continue
      // Only a damage may be refused, and only for want of stock.
      expect(task.kind).toBe('damage')
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().errors.quantity[0]).toBe(stockMessages.notEnough(0))
    }
    const final = await stockOf(item)
    expect(final).toBeGreaterThanOrEqual(0)
    expect(final).toBe(initial[k]! + done('receive') - done('damage') - placed.length)

    const rows = movements.filter(
      (row) => row.product_id === item.productId && row.variant_id === item.variantId,
    )
    expect(rows.reduce((sum, row) => sum + row.stock_after - row.stock_before, 0)).toBe(
      final - initial[k]!,
    )
    // Each row starts where the one before it ended: no change was made on a stale stock.
    let stock = initial[k]!
    for (const row of rows) {
      expect(row.stock_before, `row ${row.id}`).toBe(stock)
      expect(row.stock_after).toBeGreaterThanOrEqual(0)
      stock = row.stock_after
    }
    expect(stock).toBe(final)
    const count = (reason: string) => rows.filter((row) => row.reason === reason).length
    expect(count('sale')).toBe(placed.length)
    expect(count('receive')).toBe(done('receive'))
    expect(count('damage')).toBe(done('damage'))
    expect(rows).toHaveLength(placed.length + done('receive') + done('damage'))
    const saleOrders = new Set(rows.filter((row) => row.reason === 'sale').map((r) => r.order_id))
    expect(saleOrders.size).toBe(placed.length)
  }
  return answers
}

describe('stock adjustments racing checkouts', () => {
  it('lose no unit and oversell nothing on a product without variants', async () => {
    const product = await createProduct(db(), { name: 'Bánh trung thu', stock: 50 })
    const item = { productId: product.id, variantId: null }
    const answers = await race([item], [50], 40, 20)
    expect(answers).toHaveLength(60)
  }, 180_000)

  it('lose no unit and oversell nothing when the stock runs out, by variant', async () => {
    const product = await createProduct(db(), {
      name: 'Áo dài cách tân',
      stock: 16,
      variants: [
        { name: 'Đỏ', stock: 8 },
        { name: 'Vàng', stock: 8 },
      ],
    })
    const variants = await db()
      .select()
      .from(product_variants)
      .where(eq(product_variants.product_id, product.id))
      .orderBy(asc(product_variants.id))
    const items = variants.map((v) => ({ productId: product.id, variantId: v.id }))
    // 20 buyers and 5 damages against 8 units and 5 receipts per colour: some are refused.
    const answers = await race(items, [8, 8], 20, 10)
    expect(answers.some(({ res }) => res.statusCode === 409)).toBe(true)
    const left = await db()
      .select({ stock: product_variants.stock })
      .from(product_variants)
      .where(eq(product_variants.product_id, product.id))
    const sum = left.reduce((total, row) => total + row.stock, 0)
    // The product row every buyer locks still holds the sum of its variants.
    expect(
      (await db().query.products.findFirst({ where: eq(products.id, product.id) }))!.stock,
    ).toBe(sum)
  }, 180_000)
})
