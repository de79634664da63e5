import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct } from '../test/catalog-factories.ts'
import { createTestDatabase } from '../test/database.ts'
import { type Db, type DbHandle, selectRows } from './client.ts'
import { product_variants, products, stock_movements } from './schema.ts'

// The rules migration 0020 keeps in the database, whoever writes: the sale price in force follows
// its window, and every stock change leaves its ledger row.

let handle: DbHandle
let db: Db

beforeAll(async () => {
  handle = await createTestDatabase()
  db = handle.db
})
afterAll(async () => {
  await handle?.close()
})

const hour = 3_600_000
const at = (offsetMs: number) => new Date(Date.now() + offsetMs)
const productRow = async (id: number) =>
  (await db.select().from(products).where(eq(products.id, id)))[0]!
const variantRows = (productId: number) =>
  db
    .select()
    .from(product_variants)
    .where(eq(product_variants.product_id, productId))
    .orderBy(asc(product_variants.position))
const ledger = (productId: number) =>
  db
    .select()
    .from(stock_movements)
    .where(eq(stock_movements.product_id, productId))
    .orderBy(asc(stock_movements.id))

describe('sale price in force', () => {
  it('is the planned price inside the window and none outside it, for the product and its variants', async () => {
    const product = await createProduct(db, {
      price: 200_000,
      variants: [{ name: 'Đen' }, { name: 'Trắng' }],
    })
    await db
      .update(product_variants)
      .set({ planned_sale_price: 150_000 })
      .where(eq(product_variants.product_id, product.id))
    await db
      .update(products)
      .set({ planned_sale_price: 180_000, sale_starts_at: at(-hour), sale_ends_at: at(hour) })
      .where(eq(products.id, product.id))
    expect(await productRow(product.id)).toMatchObject({
      sale_price: 180_000,
      effective_price: 180_000,
      sale_window_open: true,
    })
    expect((await variantRows(product.id)).map((v) => v.sale_price)).toEqual([150_000, 150_000])

    // A window in the future: nothing on sale yet.
    await db
      .update(products)
      .set({ sale_starts_at: at(hour), sale_ends_at: at(2 * hour) })
      .where(eq(products.id, product.id))
    expect(await productRow(product.id)).toMatchObject({
      sale_price: null,
      effective_price: 200_000,
      sale_window_open: false,
    })
    expect((await variantRows(product.id)).map((v) => v.sale_price)).toEqual([null, null])
  })

  it('is switched by the sweep once the window opens or closes, without a save', async () => {
    const product = await createProduct(db, { price: 100_000 })
    await db
      .update(products)
      .set({ planned_sale_price: 90_000, sale_ends_at: at(hour) })
      .where(eq(products.id, product.id))
    expect((await productRow(product.id)).sale_price).toBe(90_000)
    // The window closes: written around the triggers, as time would.
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table products disable trigger products_keep_sale_price`)
      await tx.execute(
        sql`update products set sale_starts_at = now() - interval '1 hour', sale_ends_at = now() - interval '1 second' where id = ${product.id}`,
      )
      await tx.execute(sql`alter table products enable trigger products_keep_sale_price`)
    })
    expect((await productRow(product.id)).sale_price).toBe(90_000)
    const sweep = async () =>
      (
        await selectRows<{ moved: number }>(db, sql`select public.sweep_sale_windows() as moved`)
      )[0]!.moved
    expect(await sweep()).toBeGreaterThanOrEqual(1)
    expect(await productRow(product.id)).toMatchObject({
      sale_price: null,
      sale_window_open: false,
    })
    expect(await sweep()).toBe(0)
  })

  it('keeps a sale price a writer inserts without a window (the previous release, the seed)', async () => {
    const product = await createProduct(db, { price: 100_000, sale_price: 80_000 })
    expect(await productRow(product.id)).toMatchObject({
      sale_price: 80_000,
      planned_sale_price: 80_000,
    })
  })
})

describe('stock ledger', () => {
  it('records each change with the reason, staff, order and note its transaction names', async () => {
    const product = await createProduct(db, { stock: 7 })
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('phiencho.stock_reason', 'receive', true), set_config('phiencho.stock_note', 'Lô hàng 12/2026', true)`,
      )
      await tx
        .update(products)
        .set({ stock: sql`stock + 5` })
        .where(eq(products.id, product.id))
    })
    await db
      .update(products)
      .set({ stock: sql`stock - 2` })
      .where(eq(products.id, product.id))
    const rows = await ledger(product.id)
    expect(
      rows.map((r) => [r.reason, r.stock_before, r.stock_after, r.note, r.variant_id]),
    ).toEqual([
      ['initial', 0, 7, null, null],
      ['receive', 7, 12, 'Lô hàng 12/2026', null],
      ['other', 12, 10, null, null],
    ])
  })

  it('keeps the rows of a product sold by variant on its variants, not on the sum', async () => {
    const { category_id } = await createProduct(db)
    const product = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          name: 'Áo thun phân loại',
          slug: `ao-thun-phan-loai-${process.pid}`,
          sku: `AO-${process.pid}`,
          price: 150_000,
          stock: 9,
          category_id,
        })
        .returning()
      await tx.insert(product_variants).values([
        { product_id: row!.id, sku: `AO-${process.pid}-D`, name: 'Đen', price: 150_000, stock: 4 },
        {
          product_id: row!.id,
          sku: `AO-${process.pid}-T`,
          name: 'Trắng',
          price: 150_000,
          stock: 5,
        },
      ])
      return row!
    })
    await db
      .update(products)
      .set({ stock: sql`stock - 1` })
      .where(eq(products.id, product.id))
    const rows = await ledger(product.id)
    expect(rows.map((r) => [r.sku, r.reason, r.stock_before, r.stock_after])).toEqual([
      [`AO-${process.pid}-D`, 'initial', 0, 4],
      [`AO-${process.pid}-T`, 'initial', 0, 5],
    ])
    const [variant] = await variantRows(product.id)
    await db.update(product_variants).set({ stock: 0 }).where(eq(product_variants.id, variant!.id))
    expect((await ledger(product.id)).at(-1)).toMatchObject({
      variant_id: variant!.id,
      reason: 'other',
      stock_before: 4,
      stock_after: 0,
    })
  })
})
