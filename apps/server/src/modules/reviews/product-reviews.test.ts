import {
  apiPaths,
  catalogMessages,
  type ProductReviewPage,
  REVIEWS_PER_PAGE,
  reviewsMessages,
} from '@phiencho/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, type TestApp } from '../../test/app.ts'
import { createProduct, createStore } from '../../test/catalog-factories.ts'
import { createReview } from '../../test/review-factories.ts'

const MINUTE = 60_000
let t: TestApp
let product: { id: number; slug: string }
const ids: Record<string, number> = {}

// Twelve published reviews (three with photos), one pending and one hidden, of one product.
beforeAll(async () => {
  t = await createTestApp()
  product = await createProduct(t.database.db, { name: 'Quạt đứng Senko' })
  const author = await createCustomer(t, { name: 'Nguyễn Văn An' })
  const start = Date.now() - 100 * MINUTE
  for (let i = 0; i < 12; i++) {
    const review = await createReview(t, {
      userId: author.user.id,
      productId: product.id,
      rating: (i % 5) + 1,
      body: `Đánh giá số ${i}: quạt chạy êm, gió mạnh.`,
      helpfulCount: i === 3 ? 9 : i === 7 ? 4 : 0,
      photos: i % 4 === 0 ? [`uploads/2026/11/anh-${i}.webp`] : [],
      publishedAt: new Date(start + i * MINUTE),
    })
    ids[`r${i}`] = review.id
  }
  ids.pending = (
    await createReview(t, { userId: author.user.id, productId: product.id, status: 'pending' })
  ).id
  ids.hidden = (
    await createReview(t, { userId: author.user.id, productId: product.id, status: 'hidden' })
  ).id
})
afterAll(() => t?.close())

const page = async (query = '', slug = product.slug) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${apiPaths.productReviews.replace(':slug', slug)}${query}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<ProductReviewPage>()
}
const idsOf = (answer: ProductReviewPage) => answer.data.map((review) => review.id)
const r = (...numbers: number[]) => numbers.map((n) => ids[`r${n}`]!)

describe('a product’s reviews', () => {
  it('shows the published ones, newest first, with the summary kept on the product', async () => {
    const first = await page()
    expect(idsOf(first)).toEqual(r(11, 10, 9, 8, 7))
    expect(first.meta).toEqual({
      current_page: 1,
      per_page: REVIEWS_PER_PAGE,
      total: 12,
      last_page: 3,
    })
    expect(first.summary).toEqual({
      average: 33 / 12,
      count: 12,
      histogram: { '1': 3, '2': 3, '3': 2, '4': 2, '5': 2 },
      with_photos: 3,
    })
    expect(idsOf(await page('?page=2'))).toEqual(r(6, 5, 4, 3, 2))
    expect(idsOf(await page('?page=3'))).toEqual(r(1, 0))
    expect(first.data[0]).toEqual({
      id: ids.r11,
      rating: 2,
      body: 'Đánh giá số 11: quạt chạy êm, gió mạnh.',
      author_name: 'Nguyễn V. A.',
      variant_name: null,
      verified_purchase: true,
      photos: [],
      helpful_count: 0,
      published_at: expect.any(String),
      edited: false,
      reply: null,
    })
    expect(first.data.find((review) => review.id === ids.r8)?.photos).toEqual([
      {
        url: '/media/uploads/2026/11/anh-8.webp',
        width: null,
        height: null,
        alt: expect.any(String),
      },
    ])
  })

  it('filters by stars and photos, and sorts by helpfulness', async () => {
    const twoStars = await page('?star=2')
    expect(idsOf(twoStars)).toEqual(r(11, 6, 1))
    expect(twoStars.meta.total).toBe(3)
    const photos = await page('?with_photos=1')
    expect(idsOf(photos)).toEqual(r(8, 4, 0))
    expect(photos.meta.total).toBe(3)
    const onePhoto = await page('?with_photos=true&star=1')
    expect(idsOf(onePhoto)).toEqual(r(0))
    expect(onePhoto.meta.total).toBe(1)
    expect(idsOf(await page('?sort=helpful')).slice(0, 3)).toEqual(r(3, 7, 11))
    expect(idsOf(await page('?sort=helpful&star=3&with_photos=false'))).toEqual(r(7, 2))
  })

  it('answers 422 for bad filters and 404 for a product the shop does not show', async () => {
    for (const query of ['?star=6', '?star=x', '?sort=oldest', '?page=0']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${apiPaths.productReviews.replace(':slug', product.slug)}${query}`,
      })
      expect(res.statusCode, query).toBe(422)
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.productReviews.replace(':slug', product.slug)}?star=9&sort=x`,
    })
    expect(bad.json().errors).toEqual({
      star: [reviewsMessages.star],
      sort: [reviewsMessages.sort],
    })
    const closed = await createStore(t.database.db, { status: 'suspended' })
    const unlisted = [
      'khong-co',
      (await createProduct(t.database.db, { status: 'draft' })).slug,
      (await createProduct(t.database.db, { store_id: closed.id })).slug,
    ]
    for (const slug of unlisted) {
      const res = await t.app.inject({
        method: 'GET',
        url: apiPaths.productReviews.replace(':slug', slug),
      })
      expect(res.statusCode, slug).toBe(404)
      expect(res.json()).toEqual({ message: catalogMessages.productNotFound })
    }
  })

  it('answers an empty page and a null average for a product without reviews', async () => {
    const fresh = await createProduct(t.database.db)
    const answer = await page('', fresh.slug)
    expect(answer).toEqual({
      data: [],
      meta: { current_page: 1, per_page: REVIEWS_PER_PAGE, total: 0, last_page: 1 },
      summary: {
        average: null,
        count: 0,
        histogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        with_photos: 0,
      },
    })
  })
})
