import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'

let t: TestApp
let first: { id: number; name: string }
let second: { id: number }
let draft: { id: number }

beforeAll(async () => {
  t = await createTestApp()
  first = await createProduct(t.database.db, { name: 'Quạt điện Sunhouse' })
  second = await createProduct(t.database.db, { name: 'Nồi cơm điện' })
  draft = await createProduct(t.database.db, { name: 'Bản nháp', status: 'draft' })
})
afterAll(() => t?.close())

const add = (token: string, productId: unknown) =>
  injectAs(t, token, {
    method: 'POST',
    url: '/api/v1/wishlist',
    payload: { product_id: productId },
  })
const list = (token: string, query = '') =>
  injectAs(t, token, { method: 'GET', url: `/api/v1/wishlist${query}` })
const remove = (token: string, productId: number | string) =>
  injectAs(t, token, { method: 'DELETE', url: `/api/v1/wishlist/${productId}` })

describe('wish list', () => {
  it('requires a login for every route', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/v1/wishlist' },
      { method: 'GET' as const, url: '/api/v1/wishlist/ids' },
      { method: 'POST' as const, url: '/api/v1/wishlist', payload: { product_id: first.id } },
      { method: 'DELETE' as const, url: `/api/v1/wishlist/${first.id}` },
    ]
    for (const request of requests) {
      const res = await t.app.inject(request)
      expect(res.statusCode, request.url).toBe(401)
      expect(res.json()).toEqual({ message: 'Unauthenticated.' })
    }
  })

  it('adds once, lists newest first with product cards, and removes', async () => {
    const { token } = await createCustomer(t)
    const added = await add(token, first.id)
    expect(added.statusCode).toBe(201)
    expect(added.json()).toEqual({ product_id: first.id, added_at: expect.any(String) })
    const again = await add(token, first.id)
    expect(again.statusCode).toBe(200)
    expect(again.json().added_at).toBe(added.json().added_at)
    expect((await add(token, String(second.id))).statusCode).toBe(201)

    const body = (await list(token)).json()
    expect(body.meta).toEqual({ current_page: 1, per_page: 24, total: 2, last_page: 1 })
    expect(body.data.map((item: { product_id: number }) => item.product_id)).toEqual([
      second.id,
      first.id,
    ])
    expect(body.data[1].product).toMatchObject({ id: first.id, name: 'Quạt điện Sunhouse' })
    const ids = await injectAs(t, token, { method: 'GET', url: '/api/v1/wishlist/ids' })
    expect(ids.json()).toEqual({ product_ids: [second.id, first.id] })

    expect((await remove(token, first.id)).statusCode).toBe(204)
    expect((await remove(token, first.id)).statusCode).toBe(204)
    expect(
      (await list(token)).json().data.map((i: { product_id: number }) => i.product_id),
    ).toEqual([second.id])
  })

  it('keeps each list private: another user neither sees nor changes it', async () => {
    const owner = await createCustomer(t)
    const other = await createCustomer(t)
    await add(owner.token, first.id)
    expect((await list(other.token)).json()).toMatchObject({ data: [], meta: { total: 0 } })
    expect((await remove(other.token, first.id)).statusCode).toBe(204)
    expect((await list(owner.token)).json().meta.total).toBe(1)
    const otherIds = await injectAs(t, other.token, { method: 'GET', url: '/api/v1/wishlist/ids' })
    expect(otherIds.json()).toEqual({ product_ids: [] })
  })

  it('refuses unknown or unpublished products, and bad ids', async () => {
    const { token } = await createCustomer(t)
    for (const id of [draft.id, 999_999]) {
      const res = await add(token, id)
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.product_id).toEqual(['Sản phẩm không tồn tại hoặc đã ngừng bán.'])
    }
    for (const id of ['abc', 0, undefined]) {
      expect((await add(token, id)).statusCode).toBe(422)
    }
    expect((await remove(token, 'abc')).statusCode).toBe(422)
    expect((await list(token, '?per_page=61')).statusCode).toBe(422)
  })

  it('keeps an item whose product stopped selling, without its card', async () => {
    const { token } = await createCustomer(t)
    const product = await createProduct(t.database.db, { name: 'Sắp ngừng bán' })
    await add(token, product.id)
    await t.database.db
      .update(products)
      .set({ status: 'archived' })
      .where(eq(products.id, product.id))
    const body = (await list(token)).json()
    expect(body.data).toEqual([
      { product_id: product.id, added_at: expect.any(String), product: null },
    ])
  })
})
