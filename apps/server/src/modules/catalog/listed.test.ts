import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, stores } from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { createCategory, createProduct, createStore } from '../../test/catalog-factories.ts'

// `products.listed` is kept by triggers (migration 0008) and is all the public queries check:
// every write that can change whether a product is shown is made here, and each time the column,
// the list and the product page agree with the rule (published, and its shop, if any, active).

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

describe('products.listed', () => {
  it('follows the product status and its shop status through every write', async () => {
    const db = t.database.db
    const category = await createCategory(db, { name: 'Máy lọc không khí' })
    const store = await createStore(db, { name: 'Điện Máy Sạch' })
    const pending = await createStore(db, { name: 'Cửa Hàng Mới Mở', status: 'pending' })
    const product = await createProduct(db, { category_id: category.id, store_id: store.id })
    const ownless = await createProduct(db, { category_id: category.id, store_id: null })
    const draft = await createProduct(db, {
      category_id: category.id,
      store_id: store.id,
      status: 'draft',
    })

    const shown = async () => {
      const res = await t.app.inject(`/api/v1/products?category=${category.slug}&per_page=50`)
      expect(res.statusCode, res.body).toBe(200)
      const listed = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.listed, true))
      const pages = await Promise.all(
        [product, ownless, draft].map(async (row) => {
          const detail = await t.app.inject(`/api/v1/products/${row.slug}`)
          return detail.statusCode === 200 ? row.id : null
        }),
      )
      const ids = (res.json().data as { id: number }[]).map((row) => row.id).sort()
      expect(pages.filter((id) => id !== null).sort()).toEqual(ids)
      expect(ids.every((id) => listed.some((row) => row.id === id))).toBe(true)
      return ids
    }

    expect(await shown()).toEqual([product.id, ownless.id].sort())
    // The shop suspended: its products leave the shop window at once; reopened, they return.
    await db.update(stores).set({ status: 'suspended' }).where(eq(stores.id, store.id))
    expect(await shown()).toEqual([ownless.id])
    await db.update(stores).set({ status: 'active' }).where(eq(stores.id, store.id))
    expect(await shown()).toEqual([product.id, ownless.id].sort())
    // Published, unpublished, moved to a shop that is not open yet, and back.
    await db.update(products).set({ status: 'published' }).where(eq(products.id, draft.id))
    expect(await shown()).toEqual([product.id, ownless.id, draft.id].sort())
    await db.update(products).set({ status: 'archived' }).where(eq(products.id, product.id))
    expect(await shown()).toEqual([ownless.id, draft.id].sort())
    await db.update(products).set({ store_id: pending.id }).where(eq(products.id, ownless.id))
    expect(await shown()).toEqual([draft.id])
    await db.update(stores).set({ status: 'active' }).where(eq(stores.id, pending.id))
    expect(await shown()).toEqual([ownless.id, draft.id].sort())
  })

  it('cannot be set by hand: a write of it is recomputed', async () => {
    const db = t.database.db
    const hidden = await createProduct(db, { status: 'draft' })
    await db.update(products).set({ listed: true }).where(eq(products.id, hidden.id))
    const [row] = await db
      .select({ listed: products.listed })
      .from(products)
      .where(eq(products.id, hidden.id))
    expect(row?.listed).toBe(false)
    const res = await t.app.inject(`/api/v1/products/${hidden.slug}`)
    expect(res.statusCode).toBe(404)
  })
})
