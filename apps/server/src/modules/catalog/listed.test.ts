import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, stores } from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { createCategory, createProduct, createStore } from '../../test/catalog-factories.ts'

// `products.listed` is kept by triggers (migration 0008) and is all the public queries check:
// every write that can change whether a product is shown is made here, and each time the column,
// the list and the product page agree with the rule (published, and its shop, if any, active).

const byId = (a: number, b: number) => a - b

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

    const ours = [product.id, ownless.id, draft.id]
    const shown = async () => {
      const res = await t.app.inject(`/api/v1/products?category=${category.slug}&per_page=50`)
      expect(res.statusCode, res.body).toBe(200)
      const ids = (res.json().data as { id: number }[]).map((row) => row.id).sort(byId)
      const pages = await Promise.all(
        [product, ownless, draft].map(async (row) => {
          const detail = await t.app.inject(`/api/v1/products/${row.slug}`)
          return detail.statusCode === 200 ? row.id : null
        }),
      )
      expect(pages.filter((id) => id !== null).sort(byId)).toEqual(ids)
      const listed = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.listed, true), inArray(products.id, ours)))
      expect(listed.map((row) => row.id).sort(byId)).toEqual(ids)
      return ids
    }

    expect(await shown()).toEqual([product.id, ownless.id].sort(byId))
    // The shop suspended: its products leave the shop window at once; reopened, they return.
    await db.update(stores).set({ status: 'suspended' }).where(eq(stores.id, store.id))
    expect(await shown()).toEqual([ownless.id])
    await db.update(stores).set({ status: 'active' }).where(eq(stores.id, store.id))
    expect(await shown()).toEqual([product.id, ownless.id].sort(byId))
    // Published, unpublished, moved to a shop that is not open yet, and back.
    await db.update(products).set({ status: 'published' }).where(eq(products.id, draft.id))
    expect(await shown()).toEqual([product.id, ownless.id, draft.id].sort(byId))
    await db.update(products).set({ status: 'archived' }).where(eq(products.id, product.id))
    expect(await shown()).toEqual([ownless.id, draft.id].sort(byId))
    await db.update(products).set({ store_id: pending.id }).where(eq(products.id, ownless.id))
    expect(await shown()).toEqual([draft.id])
    await db.update(stores).set({ status: 'active' }).where(eq(stores.id, pending.id))
    expect(await shown()).toEqual([ownless.id, draft.id].sort(byId))
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
