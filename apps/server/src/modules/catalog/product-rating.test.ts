import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createReview } from '../../test/review-factories.ts'
import { seedSmallShop, type SmallShop } from '../../test/small-shop.ts'

let t: TestApp
let shop: SmallShop
let shopper: Awaited<ReturnType<typeof createCustomer>>

beforeAll(async () => {
  t = await createTestApp()
  shop = await seedSmallShop(t.database.db)
  shopper = await createCustomer(t)
  const added = await injectAs(t, shopper.token, {
    method: 'POST',
    url: '/api/v1/wishlist',
    payload: { product_id: shop.phone.id },
  })
  expect(added.statusCode).toBe(201)
})
afterAll(() => t?.close())

interface Card {
  id: number
  rating: { average: number; count: number } | null
}

async function answer<T>(url: string, token?: string): Promise<T> {
  const res = token
    ? await injectAs(t, token, { method: 'GET', url })
    : await t.app.inject({ method: 'GET', url })
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res.json<T>()
}

/** The phone's card in every list that shows cards, and its detail with or without related. */
async function phoneRatings() {
  const find = (cards: Card[], where: string) => {
    const card = cards.find((item) => item.id === shop.phone.id)
    expect(card, where).toBeDefined()
    return card!.rating
  }
  const related = await answer<{ data: Card[] }>(
    `/api/v1/products/${shop.slugs['Điện thoại iPhone 15']}/related`,
  )
  return {
    list: find((await answer<{ data: Card[] }>('/api/v1/products')).data, 'list'),
    textSearch: find((await answer<{ data: Card[] }>('/api/v1/products?q=dien%20thoai')).data, 'q'),
    search: find(
      (await answer<{ products: { data: Card[] } }>('/api/v1/search?q=dien%20thoai')).products.data,
      'search',
    ),
    related: find(related.data, 'related'),
    wishlist: find(
      (
        await answer<{ data: Array<{ product: Card }> }>('/api/v1/wishlist', shopper.token)
      ).data.map((item) => item.product),
      'wishlist',
    ),
    detail: (await answer<Card>(`/api/v1/products/${shop.phone.slug}`)).rating,
    detailWithRelated: (await answer<Card>(`/api/v1/products/${shop.phone.slug}?include=related`))
      .rating,
  }
}

const everywhere = (rating: Card['rating']) => ({
  list: rating,
  textSearch: rating,
  search: rating,
  related: rating,
  wishlist: rating,
  detail: rating,
  detailWithRelated: rating,
})

// A rating is only ever the result of published reviews (ADR 027, ADR 050).
describe('a product’s rating on its cards and detail', () => {
  it('is null without reviews, and while its reviews wait or are hidden', async () => {
    const cards = await answer<{ data: Card[] }>('/api/v1/products')
    expect(cards.data.length).toBeGreaterThan(0)
    expect(cards.data.every((card) => card.rating === null)).toBe(true)
    expect(await phoneRatings()).toEqual(everywhere(null))
    await createReview(t, { userId: shopper.user.id, productId: shop.phone.id, status: 'pending' })
    await createReview(t, { userId: shopper.user.id, productId: shop.phone.id, status: 'hidden' })
    expect(await phoneRatings()).toEqual(everywhere(null))
  })

  it('carries the average and count of the published reviews', async () => {
    for (const rating of [5, 4, 4]) {
      await createReview(t, { userId: shopper.user.id, productId: shop.phone.id, rating })
    }
    expect(await phoneRatings()).toEqual(everywhere({ average: 13 / 3, count: 3 }))
  })
})
