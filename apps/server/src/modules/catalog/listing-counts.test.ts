import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../db/client.ts'
import { brands, product_listing_counts, products, stores } from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { LIST_TOTAL_CAP } from './product-list.repository.ts'
import {
  createBrand,
  createCategory,
  createProduct,
  createStore,
} from '../../test/catalog-factories.ts'

// product_listing_counts is kept by triggers (migration 0007). Every write that can change what a
// category, brand or store page counts is made here, and the API's total is compared each time
// with a count of the visible products themselves.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

async function apiTotal(query: string) {
  const res = await t.app.inject(`/api/v1/products?${query}&per_page=1`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().meta as { total: number; total_capped: boolean }
}

async function visibleCount(where: ReturnType<typeof sql>) {
  const [row] = await selectRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from products p
      left join stores s on s.id = p.store_id
      where p.status = 'published' and (p.store_id is null or s.status = 'active') and ${where}`,
  )
  return row!.n
}

describe('product_listing_counts', () => {
  it('keeps category, brand and store totals exact through every kind of write', async () => {
    const db = t.database.db
    const parent = await createCategory(db, { name: 'Đồ gia dụng' })
    const child = await createCategory(db, { name: 'Nồi cơm điện', parent_id: parent.id })
    const other = await createCategory(db, { name: 'Văn phòng phẩm' })
    const brand = await createBrand(db, { name: 'Sunhouse' })
    const store = await createStore(db, { name: 'Điện Máy Xanh' })

    const check = async () => {
      const cases: Array<[string, ReturnType<typeof sql>]> = [
        [`category=${parent.slug}`, sql`p.category_id in (${parent.id}, ${child.id})`],
        [`category=${child.slug}`, sql`p.category_id = ${child.id}`],
        [`category=${other.slug}`, sql`p.category_id = ${other.id}`],
        [`brand=${brand.slug}`, sql`p.brand_id = ${brand.id}`],
        [`store=${store.slug}`, sql`p.store_id = ${store.id}`],
        [
          `category=${parent.slug}&brand=${brand.slug}`,
          sql`p.category_id in (${parent.id}, ${child.id}) and p.brand_id = ${brand.id}`,
        ],
        [
          `category=${parent.slug}&store=${store.slug}`,
          sql`p.category_id in (${parent.id}, ${child.id}) and p.store_id = ${store.id}`,
        ],
      ]
      for (const [query, where] of cases) {
        expect(await apiTotal(query), query).toMatchObject({
          total: await visibleCount(where),
          total_capped: false,
        })
      }
      expect((await apiTotal('sort=newest')).total).toBe(await visibleCount(sql`true`))
    }

    // Many rows in one statement, as the seed and an import write them.
    await db.insert(products).values(
      Array.from({ length: 30 }, (_, i) => ({
        category_id: [parent.id, child.id, other.id][i % 3]!,
        brand_id: i % 2 ? brand.id : null,
        store_id: i % 5 === 0 ? store.id : null,
        name: `Hàng loạt ${i}`,
        slug: `hang-loat-${i}`,
        sku: `HL-${i}`,
        price: 100_000 + i,
        stock: 5,
        status: i % 7 === 0 ? ('draft' as const) : ('published' as const),
      })),
    )
    await check()
    expect((await apiTotal(`category=${parent.slug}`)).total).toBeGreaterThan(10)

    const single = await createProduct(db, { category_id: child.id, brand_id: brand.id })
    await check()
    // Unpublished, moved, re-branded, sold by a store, published again: each changes a key.
    await db.update(products).set({ status: 'archived' }).where(eq(products.id, single.id))
    await check()
    await db
      .update(products)
      .set({ status: 'published', category_id: other.id })
      .where(eq(products.id, single.id))
    await check()
    await db
      .update(products)
      .set({ brand_id: null, store_id: store.id })
      .where(eq(products.id, single.id))
    await check()
    // A price or stock change (every checkout) leaves the counts alone and they stay right.
    await db.update(products).set({ stock: 0, price: 1 }).where(eq(products.id, single.id))
    await check()
    // A suspended store's products are hidden when reading, as for the product rows.
    await db.update(stores).set({ status: 'suspended' }).where(eq(stores.id, store.id))
    await check()
    await db.update(stores).set({ status: 'active' }).where(eq(stores.id, store.id))
    // A deleted brand leaves its products without one (ON DELETE SET NULL is an update).
    await db.delete(brands).where(eq(brands.id, brand.id))
    await check()
    expect((await apiTotal(`category=${parent.slug}`)).total).toBe(
      await visibleCount(sql`p.category_id in (${parent.id}, ${child.id})`),
    )
    // Several rows deleted in one statement.
    const some = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.category_id, child.id))
    await db.delete(products).where(
      inArray(
        products.id,
        some.slice(0, 4).map((row) => row.id),
      ),
    )
    await check()

    const [negative] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${product_listing_counts} where products < 0`,
    )
    expect(negative!.n).toBe(0)
  })

  it('counts with the other filters by scanning, up to the cap', async () => {
    const meta = await apiTotal('in_stock=true')
    expect(meta.total_capped).toBe(false)
    expect(meta.total).toBe(await visibleCount(sql`p.stock > 0`))
  })

  it('gives exact totals above the scan cap, and stops a scan count at it', async () => {
    const db = t.database.db
    const big = await createCategory(db, { name: 'Phụ kiện điện thoại' })
    const many = LIST_TOTAL_CAP + 25
    await db.execute(sql`insert into products (category_id, name, slug, sku, price, stock, status)
      select ${big.id}, 'Ốp lưng ' || n, 'op-lung-' || n, 'OP-' || n, 50000 + n, 5, 'published'
      from generate_series(1, ${many}) as n`)

    for (const page of [1, 2, 500]) {
      const meta = await apiTotal(`category=${big.slug}&page=${page}`)
      expect(meta, `page ${page}`).toEqual(
        expect.objectContaining({ total: many, total_capped: false }),
      )
    }
    for (const page of [1, 10_000]) {
      const meta = await apiTotal(`category=${big.slug}&price_min=1&page=${page}`)
      expect(meta, `page ${page}`).toEqual(
        expect.objectContaining({ total: LIST_TOTAL_CAP, total_capped: true }),
      )
    }
  })
})
