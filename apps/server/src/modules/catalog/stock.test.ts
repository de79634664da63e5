import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, type DbHandle, selectRows, transactionClosedBy } from '../../db/client.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import { createTestDatabase } from '../../test/database.ts'
import { product_variants, products } from './catalog.tables.ts'
import { isStockShortage, stockTaking } from './stock.ts'

let handle: DbHandle
let db: Db

beforeAll(async () => {
  handle = await createTestDatabase()
  db = handle.db
})

afterAll(async () => {
  await handle.close()
})

async function stockOf(productId: number) {
  const [row] = await db
    .select({ stock: products.stock, sold: products.sold_count, name: products.name })
    .from(products)
    .where(eq(products.id, productId))
  return row!
}

async function variantStock(variantId: number) {
  const [row] = await db
    .select({ stock: product_variants.stock })
    .from(product_variants)
    .where(eq(product_variants.id, variantId))
  return row!.stock
}

async function variantIds(productId: number) {
  const rows = await db
    .select({ id: product_variants.id })
    .from(product_variants)
    .where(eq(product_variants.product_id, productId))
    .orderBy(product_variants.position)
  return rows.map((row) => row.id)
}

describe('stock taken with the commit', () => {
  it('takes every line, products and variants', async () => {
    const plain = await createProduct(db, { stock: 9 })
    const sized = await createProduct(db, {
      stock: 10,
      variants: [
        { name: 'S', stock: 6 },
        { name: 'L', stock: 4 },
      ],
    })
    const [small, large] = await variantIds(sized.id)
    // Lines in any order: the statements lock product rows in id order.
    const taking = stockTaking([
      { productId: sized.id, variantId: large!, quantity: 3 },
      { productId: plain.id, variantId: null, quantity: 2 },
      { productId: sized.id, variantId: small!, quantity: 1 },
    ])
    expect(taking.statements).toHaveLength(4)
    expect(taking.statements[0]).toContain(`where id = ${plain.id}`)

    const { result } = await transactionClosedBy(db, async (tx) => {
      await tx
        .update(products)
        .set({ name: 'Đã sửa trong giao dịch' })
        .where(eq(products.id, plain.id))
      return { result: 'xong', closing: taking.statements }
    })

    expect(result).toBe('xong')
    expect(await stockOf(plain.id)).toEqual({ stock: 7, sold: 2, name: 'Đã sửa trong giao dịch' })
    expect(await stockOf(sized.id)).toMatchObject({ stock: 6, sold: 4 })
    expect(await variantStock(small!)).toBe(5)
    expect(await variantStock(large!)).toBe(1)
  })

  it('rolls the whole transaction back when a line is short, and says so', async () => {
    const plain = await createProduct(db, { stock: 5, name: 'Còn hàng' })
    const sized = await createProduct(db, {
      stock: 3,
      variants: [
        { name: 'Xanh', stock: 1 },
        { name: 'Đỏ', stock: 2 },
      ],
    })
    const [one] = await variantIds(sized.id)
    const taking = stockTaking([
      { productId: plain.id, variantId: null, quantity: 1 },
      { productId: sized.id, variantId: one!, quantity: 2 },
    ])

    const failure = await transactionClosedBy(db, async (tx) => {
      await tx.update(products).set({ name: 'Không được lưu' }).where(eq(products.id, plain.id))
      return { result: null, closing: taking.statements }
    }).catch((error: unknown) => error)

    expect(isStockShortage(failure)).toBe(true)
    expect(await stockOf(plain.id)).toEqual({ stock: 5, sold: 0, name: 'Còn hàng' })
    expect(await stockOf(sized.id)).toMatchObject({ stock: 3, sold: 0 })
    expect(await variantStock(one!)).toBe(1)
  })

  it('never takes a product below zero', async () => {
    const plain = await createProduct(db, { stock: 2 })
    const failure = await transactionClosedBy(db, async () => ({
      result: null,
      closing: stockTaking([{ productId: plain.id, variantId: null, quantity: 3 }]).statements,
    })).catch((error: unknown) => error)
    expect(isStockShortage(failure)).toBe(true)
    expect(await stockOf(plain.id)).toMatchObject({ stock: 2, sold: 0 })
  })

  it('rolls back work that fails before its closing statements, and the database stays usable', async () => {
    const plain = await createProduct(db, { stock: 4, name: 'Nguyên vẹn' })
    const failure = await transactionClosedBy(db, async (tx) => {
      await tx.update(products).set({ name: 'Dở dang' }).where(eq(products.id, plain.id))
      throw new Error('giữa chừng')
    }).catch((error: unknown) => error)
    expect(failure).toEqual(new Error('giữa chừng'))
    expect(isStockShortage(failure)).toBe(false)
    expect(await stockOf(plain.id)).toMatchObject({ stock: 4, name: 'Nguyên vẹn' })

    // Other errors of a closing statement are not shortages; nothing of the work is kept either.
    const broken = await transactionClosedBy(db, async (tx) => {
      await tx.update(products).set({ name: 'Dở dang' }).where(eq(products.id, plain.id))
      return { result: null, closing: ['select 1 / 0'] }
    }).catch((error: unknown) => error)
    expect(broken).toBeInstanceOf(Error)
    expect(isStockShortage(broken)).toBe(false)
    expect(await stockOf(plain.id)).toMatchObject({ name: 'Nguyên vẹn' })

    // More transactions than the pool has connections: each failed one gave its connection back clean.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        transactionClosedBy(db, async (tx) => {
          const [row] = await selectRows<{ level: string }>(
            tx,
            sql`select current_setting('transaction_isolation') as level`,
          )
          return { result: `${i}:${row!.level}`, closing: [`select ${i} as n`] }
        }),
      ),
    )
    expect(answers.map((answer) => answer.result)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${i}:read committed`),
    )
    expect(answers.map((answer) => answer.closingRows)).toEqual(
      Array.from({ length: 12 }, (_, i) => [[{ n: i }]]),
    )
  })

  it('writes only whole numbers into its statements', () => {
    expect(() => stockTaking([{ productId: 1, variantId: null, quantity: 1.5 }])).toThrow(TypeError)
    expect(() =>
      stockTaking([{ productId: Number('1; drop table products'), variantId: null, quantity: 1 }]),
    ).toThrow(TypeError)
  })
})
