import { adminPaths, adminUrl, apiPaths, type ProductPage } from '@phiencho/contracts'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createCategory, createProduct } from '../../test/catalog-factories.ts'
import { createDeliveredOrderLine, createReview } from '../../test/review-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'

// A product's rating is kept by the database from its published reviews (migration 0026); these
// follow it through the routes that change a review.

let t: TestApp
type Person = Awaited<ReturnType<typeof createCustomer>>
let buyer: Person
let moderator: Person

beforeAll(async () => {
  t = await createTestApp()
  buyer = await createCustomer(t)
  moderator = await createStaff(t, ['moderator'])
})
afterAll(() => t?.close())

const as = (person: Person, options: InjectOptions) => injectAs(t, person.token, options)
async function ratingOf(productId: number) {
  const [row] = await t.database.db
    .select({
      count: products.rating_count,
      average: products.rating_average,
      histogram: products.rating_histogram,
    })
    .from(products)
    .where(eq(products.id, productId))
  return row!
}
const unrated = { count: 0, average: null, histogram: [0, 0, 0, 0, 0] }

describe('a product’s rating', () => {
  it('counts published reviews only, through hide and approve, and moves with an edit', async () => {
    const product = await createProduct(t.database.db)
    const write = async (rating: number, body: string) => {
      const line = await createDeliveredOrderLine(t, {
        userId: buyer.user.id,
        productId: product.id,
      })
      const res = await as(buyer, {
        method: 'POST',
        url: apiPaths.productReviews.replace(':slug', product.slug),
        payload: { order_item_id: line.orderItemId, rating, body, image_ids: [] },
      })
      expect(res.statusCode, res.body).toBe(201)
      return res.json<{ id: number; status: string }>()
    }
    const held = await write(1, 'Hàng lỗi, xem thêm ở www.hang-re.example')
    expect(held.status).toBe('pending')
    expect(await ratingOf(product.id)).toEqual(unrated)
    await createReview(t, { userId: buyer.user.id, productId: product.id, status: 'hidden' })
    expect(await ratingOf(product.id)).toEqual(unrated)

    const five = await write(5, 'Hàng chuẩn, đóng gói cẩn thận.')
    await write(4, 'Tốt, giao hơi chậm một chút.')
    expect(await ratingOf(product.id)).toEqual({
      count: 2,
      average: 4.5,
      histogram: [0, 0, 0, 1, 1],
    })

    const moderate = (path: string, id: number, payload?: object) =>
      as(moderator, {
        method: 'POST',
        url: adminUrl(path, { id }),
        ...(payload ? { payload } : {}),
      })
    expect((await moderate(adminPaths.reviewApprove, held.id)).statusCode).toBe(200)
    expect(await ratingOf(product.id)).toEqual({
      count: 3,
      average: 10 / 3,
      histogram: [1, 0, 0, 1, 1],
    })
    await moderate(adminPaths.reviewHide, held.id, { reason: 'Quảng cáo, spam' })
    expect(await ratingOf(product.id)).toEqual({
      count: 2,
      average: 4.5,
      histogram: [0, 0, 0, 1, 1],
    })
    await moderate(adminPaths.reviewApprove, held.id)
    expect((await ratingOf(product.id)).count).toBe(3)

    const edited = await as(buyer, {
      method: 'PATCH',
      url: apiPaths.review.replace(':id', String(five.id)),
      payload: { rating: 2, body: 'Dùng một tuần thì hỏng nút bấm.', image_ids: [] },
    })
    expect(edited.json()).toMatchObject({ status: 'published', rating: 2 })
    expect(await ratingOf(product.id)).toEqual({
      count: 3,
      average: 7 / 3,
      histogram: [1, 1, 0, 1, 0],
    })
  })
})

describe('the "Đánh giá cao" sort', () => {
  it('puts the best average first and unrated products last, listed and searched', async () => {
    const category = await createCategory(t.database.db)
    const make = (name: string) => createProduct(t.database.db, { name, category_id: category.id })
    const plain = await make('Ấm siêu tốc Philips thường')
    const good = await make('Ấm siêu tốc Philips tốt')
    const best = await make('Ấm siêu tốc Philips tuyệt')
    const mixed = await make('Ấm siêu tốc Philips tạm')
    const rate = (productId: number, rating: number) =>
      createReview(t, { userId: buyer.user.id, productId, rating })
    await rate(good.id, 4)
    await rate(best.id, 5)
    await rate(best.id, 5)
    await rate(mixed.id, 5)
    await rate(mixed.id, 1)
    await createReview(t, {
      userId: buyer.user.id,
      productId: plain.id,
      rating: 5,
      status: 'pending',
    })
    const order = [best.id, good.id, mixed.id, plain.id]
    for (const query of [
      `?category=${category.slug}&sort=rating`,
      '?q=am%20sieu%20toc&sort=rating',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `${apiPaths.products}${query}` })
      expect(res.statusCode, res.body).toBe(200)
      const cards = res.json<ProductPage>().data
      expect(
        cards.map((card) => card.id),
        query,
      ).toEqual(order)
      expect(
        cards.map((card) => card.rating),
        query,
      ).toEqual([
        { average: 5, count: 2 },
        { average: 4, count: 1 },
        { average: 3, count: 2 },
        null,
      ])
    }
  })
})
