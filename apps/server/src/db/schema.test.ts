import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/database.ts'
import type { Db, DbHandle } from './client.ts'
import {
  cart_items,
  carts,
  orders,
  product_categories,
  products,
  users,
  website_settings,
} from './schema.ts'

let handle: DbHandle
let db: Db
let categoryId: number
let sequence = 0

beforeAll(async () => {
  handle = await createTestDatabase()
  db = handle.db
  const [category] = await db
    .insert(product_categories)
    .values({ name: 'Điện thoại thông minh', slug: 'dien-thoai-thong-minh' })
    .returning()
  categoryId = category!.id
})

afterAll(async () => {
  await handle.close()
})

function product(overrides: Partial<typeof products.$inferInsert> = {}) {
  sequence += 1
  return {
    category_id: categoryId,
    name: `Sản phẩm thử ${sequence}`,
    slug: `san-pham-thu-${sequence}`,
    sku: `TEST-${sequence}`,
    price: 1_000_000,
    stock: 5,
    ...overrides,
  }
}

/** The SQLSTATE of a failed query; drizzle wraps the driver's error as `cause`. */
async function sqlState(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } }
    return e.cause?.code ?? e.code
  }
  return undefined
}

const CHECK_VIOLATION = '23514'
const UNIQUE_VIOLATION = '23505'

describe('database invariants', () => {
  it('accepts a sale price below the price and rejects one at or above it', async () => {
    await db.insert(products).values(product({ sale_price: 990_000 }))
    expect(await sqlState(db.insert(products).values(product({ sale_price: 1_000_000 })))).toBe(
      CHECK_VIOLATION,
    )
    expect(await sqlState(db.insert(products).values(product({ sale_price: 1_200_000 })))).toBe(
      CHECK_VIOLATION,
    )
  })

  it('rejects negative stock and negative prices', async () => {
    expect(await sqlState(db.insert(products).values(product({ stock: -1 })))).toBe(CHECK_VIOLATION)
    expect(await sqlState(db.insert(products).values(product({ price: -1 })))).toBe(CHECK_VIOLATION)
    const [row] = await db
      .insert(products)
      .values(product({ stock: 1 }))
      .returning({ id: products.id })
    const decrement = db
      .update(products)
      .set({ stock: sql`${products.stock} - 2` })
      .where(eq(products.id, row!.id))
    expect(await sqlState(decrement)).toBe(CHECK_VIOLATION)
  })

  it('treats emails that differ only in case as duplicates', async () => {
    const user = { name: 'Nguyễn Văn An', password_hash: 'x' }
    await db.insert(users).values({ ...user, email: 'an.nguyen@example.vn' })
    expect(
      await sqlState(db.insert(users).values({ ...user, email: 'An.Nguyen@Example.VN' })),
    ).toBe(UNIQUE_VIOLATION)
  })

  it('keeps cart quantities between 1 and 99', async () => {
    const [cart] = await db
      .insert(carts)
      .values({ token_hash: 'a'.repeat(64) })
      .returning()
    const [item] = await db.insert(products).values(product()).returning({ id: products.id })
    const line = { cart_id: cart!.id, product_id: item!.id }
    expect(await sqlState(db.insert(cart_items).values({ ...line, quantity: 0 }))).toBe(
      CHECK_VIOLATION,
    )
    expect(await sqlState(db.insert(cart_items).values({ ...line, quantity: 100 }))).toBe(
      CHECK_VIOLATION,
    )
    await db.insert(cart_items).values({ ...line, quantity: 99 })
    // One line per product when there is no variant (NULLS NOT DISTINCT).
    expect(await sqlState(db.insert(cart_items).values({ ...line, quantity: 1 }))).toBe(
      UNIQUE_VIOLATION,
    )
  })

  it('requires order totals to add up and idempotency keys to be unique', async () => {
    const order = {
      contact_name: 'Nguyễn Văn An',
      contact_phone: '0912345678',
      province_code: '01',
      province_name: 'Thành phố Hà Nội',
      ward_code: '00166',
      ward_name: 'Phường Cầu Giấy',
      street: 'Số 12, ngõ 68 Cầu Giấy',
      payment_method: 'cod' as const,
      subtotal: 450_000,
      shipping_fee: 30_000,
      discount: 45_000,
    }
    expect(
      await sqlState(db.insert(orders).values({ ...order, code: 'PC2611220001', total: 480_000 })),
    ).toBe(CHECK_VIOLATION)
    await db
      .insert(orders)
      .values({ ...order, code: 'PC2611220002', total: 435_000, idempotency_key: 'k-1' })
    const again = db
      .insert(orders)
      .values({ ...order, code: 'PC2611220003', total: 435_000, idempotency_key: 'k-1' })
    expect(await sqlState(again)).toBe(UNIQUE_VIOLATION)
  })

  it('holds a single website settings row', async () => {
    const settings = { site_name: 'Phiên Chợ', site_description: 'Chợ trực tuyến' }
    await db.insert(website_settings).values(settings)
    expect(await sqlState(db.insert(website_settings).values(settings))).toBe(UNIQUE_VIOLATION)
  })
})

describe('search columns', () => {
  it('finds "Điện thoại" products when searched without accents', async () => {
    const [phone] = await db
      .insert(products)
      .values(
        product({
          name: 'Điện thoại Samsung Galaxy A56 5G 128GB',
          short_description: 'Màn hình đẹp',
          description: '<p>Pin trâu</p>',
        }),
      )
      .returning({ id: products.id })
    await db.insert(products).values(product({ name: 'Nồi cơm điện Sunhouse 1,8 lít' }))

    const matches = await db
      .select({ id: products.id })
      .from(products)
      .where(
        sql`${products.search_vector} @@ websearch_to_tsquery('simple', public.f_unaccent('dien thoai'))`,
      )
    expect(matches.map((m) => m.id)).toEqual([phone!.id])

    const byDescription = await db
      .select({ id: products.id })
      .from(products)
      .where(
        sql`${products.search_vector} @@ websearch_to_tsquery('simple', public.f_unaccent('man hinh'))`,
      )
    expect(byDescription.map((m) => m.id)).toEqual([phone!.id])

    // The long description is not searched (migration 0002): broad words matched everything.
    const byLongDescription = await db
      .select({ id: products.id })
      .from(products)
      .where(
        sql`${products.search_vector} @@ websearch_to_tsquery('simple', public.f_unaccent('pin trâu'))`,
      )
    expect(byLongDescription).toEqual([])
  })

  it('maps đ to d and computes the effective price', async () => {
    const [row] = await db
      .insert(products)
      .values(product({ name: 'Đèn bàn học', price: 329_000, sale_price: 279_000 }))
      .returning({ effective_price: products.effective_price, id: products.id })
    expect(row?.effective_price).toBe(279_000)
    const [similar] = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`public.f_unaccent(lower(${products.name})) like ${'%den ban%'}`)
    expect(similar?.id).toBe(row?.id)
  })
})
