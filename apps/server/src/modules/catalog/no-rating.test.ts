import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { seedSmallShop, type SmallShop } from '../../test/small-shop.ts'

let t: TestApp
let shop: SmallShop

beforeAll(async () => {
  t = await createTestApp()
  shop = await seedSmallShop(t.database.db)
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

/** Every key, at any depth, that names a rating or a review and holds a value (`$.data[0].rating`). */
function ratingKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => ratingKeys(item, `${path}[${i}]`))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) => [
    ...(/rating|review/i.test(key) && item !== null ? [`${path}.${key}`] : []),
    ...ratingKeys(item, `${path}.${key}`),
  ])
}

async function answer(url: string, token?: string): Promise<unknown> {
  const res = token ? await injectAs(t, token, { method: 'GET', url }) : await get(url)
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res.json()
}

// No review is stored, so no answer may claim a rating or a count of reviews (ADR 027, ADR 050).
describe('products carry no rating', () => {
  it('in the cards of lists, search, related products and the wish list', async () => {
    const { token } = await createCustomer(t)
    const added = await injectAs(t, token, {
      method: 'POST',
      url: '/api/v1/wishlist',
      payload: { product_id: shop.phone.id },
    })
    expect(added.statusCode).toBe(201)
    const answers = {
      list: await answer('/api/v1/products'),
      textSearch: await answer('/api/v1/products?q=dien%20thoai'),
      search: await answer('/api/v1/search?q=dien%20thoai'),
      related: await answer(`/api/v1/products/${shop.phone.slug}/related`),
      wishlist: await answer('/api/v1/wishlist', token),
    }
    const cards = answers as unknown as {
      list: { data: object[] }
      textSearch: { data: object[] }
      search: { products: { data: object[] } }
      related: { data: object[] }
      wishlist: { data: Array<{ product: object }> }
    }
    expect(cards.list.data[0]).toHaveProperty('sold_count')
    expect(cards.textSearch.data.length).toBeGreaterThan(0)
    expect(cards.search.products.data.length).toBeGreaterThan(0)
    expect(cards.related.data.length).toBeGreaterThan(0)
    expect(cards.wishlist.data[0]?.product).toHaveProperty('sold_count')
    for (const [name, body] of Object.entries(answers)) expect(ratingKeys(body), name).toEqual([])
  })

  it('in the product detail, with or without its related products', async () => {
    for (const url of [
      `/api/v1/products/${shop.phone.slug}`,
      `/api/v1/products/${shop.phone.slug}?include=related`,
    ]) {
      const body = await answer(url)
      expect(body).toHaveProperty('sold_count')
      expect(ratingKeys(body), url).toEqual([])
    }
  })
})
