import {
  apiPaths,
  catalogMessages,
  messages,
  type OwnReview,
  REVIEW_BODY_MAX,
  reviewsMessages,
} from '@phiencho/contracts'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { product_reviews, products, review_photos } from '../../db/schema.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import { createDeliveredOrderLine } from '../../test/review-factories.ts'
import {
  DAY,
  buyer,
  errorsOf,
  input,
  line,
  post,
  product,
  reviewUrl,
  reviewsUrl,
  setUpReviewShop,
  stranger,
  t,
} from '../../test/review-shop.ts'
import { uploadPicture } from '../../test/upload-factories.ts'

setUpReviewShop()

describe('who may write', () => {
  it('answers 401 to every shopper route without a session', async () => {
    const routes: InjectOptions[] = [
      { method: 'GET', url: apiPaths.productReviewVotes.replace(':slug', product.slug) },
      { method: 'POST', url: reviewsUrl(), payload: input(1) },
      { method: 'PATCH', url: reviewUrl(1), payload: { rating: 4, body: 'Nội dung mới đủ dài.' } },
      { method: 'POST', url: apiPaths.reviewHelpful.replace(':id', '1') },
      { method: 'DELETE', url: apiPaths.reviewHelpful.replace(':id', '1') },
      {
        method: 'POST',
        url: apiPaths.reviewReports.replace(':id', '1'),
        payload: { reason: 'Spam quảng cáo' },
      },
      { method: 'GET', url: apiPaths.ownReviews },
    ]
    for (const route of routes) {
      const res = await t.app.inject(route)
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401)
      expect(res.json()).toEqual({ message: messages.unauthenticated })
    }
  })
})

describe('writing a review', () => {
  it('publishes a clean review of a delivered line at once, and counts it', async () => {
    const { orderItemId } = await line({ variantName: 'Màu: Trắng' })
    const res = await post(
      buyer,
      input(orderItemId, { body: '  Nồi đẹp, nấu nhanh,\r\nrất hài lòng \u0007 ' }),
    )
    expect(res.statusCode, res.body).toBe(201)
    const review = res.json<OwnReview>()
    expect(review).toMatchObject({
      rating: 5,
      body: 'Nồi đẹp, nấu nhanh,\nrất hài lòng',
      author_name: 'Nguyễn V. A.',
      variant_name: 'Màu: Trắng',
      verified_purchase: true,
      status: 'published',
      hidden_reason: null,
      photos: [],
      photo_ids: [],
      helpful_count: 0,
      edited: false,
      reply: null,
      can_edit: true,
    })
    expect(review.published_at).not.toBeNull()
    expect(Date.parse(review.edit_until) - Date.parse(review.created_at)).toBe(7 * DAY)
    const [row] = await t.database.db
      .select({ count: products.rating_count, average: products.rating_average })
      .from(products)
      .where(eq(products.id, product.id))
    expect(row).toEqual({ count: 1, average: 5 })
  })

  it('holds a review with photos, or with words the filter trips, for a moderator', async () => {
    const first = await uploadPicture(t, buyer.token, '#ff0000')
    const second = await uploadPicture(t, buyer.token, '#00ff00')
    const withPhotos = await post(
      buyer,
      input((await line()).orderItemId, { image_ids: [second.id, first.id] }),
    )
    expect(withPhotos.statusCode, withPhotos.body).toBe(201)
    const held = withPhotos.json<OwnReview>()
    expect(held).toMatchObject({ status: 'pending', published_at: null })
    expect(held.photo_ids).toEqual([second.id, first.id])
    expect(held.photos.map((photo) => photo.url)).toEqual([second.url, first.url])
    const stored = await t.database.db
      .select()
      .from(review_photos)
      .where(eq(review_photos.review_id, held.id))
      .orderBy(review_photos.position)
    expect(stored.map((photo) => [photo.width, photo.height, photo.position])).toEqual([
      [64, 48, 0],
      [64, 48, 1],
    ])
    const [heldRow] = await t.database.db
      .select({ held_for: product_reviews.held_for, has_photos: product_reviews.has_photos })
      .from(product_reviews)
      .where(eq(product_reviews.id, held.id))
    expect(heldRow).toEqual({ held_for: 'photos', has_photos: true })

    const words = await post(
      buyer,
      input((await line()).orderItemId, { body: 'Mua rẻ hơn ở shop khác, gọi 0912 345 678' }),
    )
    expect(words.json()).toMatchObject({ status: 'pending' })
    const [wordsRow] = await t.database.db
      .select({ held_for: product_reviews.held_for })
      .from(product_reviews)
      .where(eq(product_reviews.id, words.json<OwnReview>().id))
    expect(wordsRow?.held_for).toBe('words')
  })

  it('answers 422 with a Vietnamese message per field', async () => {
    const { orderItemId } = await line()
    const bad = await post(buyer, {
      order_item_id: 'x',
      rating: 6,
      body: 'ngắn',
      image_ids: [1, 2, 3, 4],
    })
    expect(bad.statusCode).toBe(422)
    expect(errorsOf(bad)).toEqual({
      order_item_id: [reviewsMessages.orderItem],
      rating: [reviewsMessages.rating],
      body: [reviewsMessages.body],
      image_ids: [reviewsMessages.photos],
    })
    const long = await post(buyer, input(orderItemId, { body: 'a'.repeat(REVIEW_BODY_MAX + 1) }))
    expect(errorsOf(long)).toEqual({ body: [reviewsMessages.body] })
    // Ten characters typed, fewer once the invisible ones are gone.
    const invisible = await post(
      buyer,
      input(orderItemId, { body: 'Tốt\u0001\u0002\u0003\u0004\u0005\u0006\u0007' }),
    )
    expect(errorsOf(invisible)).toEqual({ body: [reviewsMessages.body] })
    const othersUpload = await uploadPicture(t, stranger.token)
    const photo = await post(buyer, input(orderItemId, { image_ids: [othersUpload.id] }))
    expect(errorsOf(photo)).toEqual({ image_ids: [reviewsMessages.photoNotFound] })
    expect(
      await t.database.db
        .select()
        .from(product_reviews)
        .where(eq(product_reviews.order_item_id, orderItemId)),
    ).toEqual([])
  })

  it('refuses a line that is not the caller’s delivered line of this product', async () => {
    const other = await createProduct(t.database.db)
    const strangersLine = await createDeliveredOrderLine(t, {
      userId: stranger.user.id,
      productId: product.id,
    })
    const cases = [
      (await line({ status: 'shipping' })).orderItemId,
      (await line({ status: 'cancelled' })).orderItemId,
      (await createDeliveredOrderLine(t, { userId: buyer.user.id, productId: other.id }))
        .orderItemId,
      strangersLine.orderItemId,
      2_000_000_000,
    ]
    for (const orderItemId of cases) {
      const res = await post(buyer, input(orderItemId))
      expect(res.statusCode, String(orderItemId)).toBe(422)
      expect(errorsOf(res)).toEqual({ order_item_id: [reviewsMessages.notReviewable] })
    }
    const completed = await post(
      buyer,
      input((await line({ status: 'completed', deliveredDaysAgo: 29 })).orderItemId),
    )
    expect(completed.statusCode).toBe(201)
    const late = await post(buyer, input((await line({ deliveredDaysAgo: 31 })).orderItemId))
    expect(late.statusCode).toBe(422)
    expect(errorsOf(late)).toEqual({ order_item_id: [reviewsMessages.windowClosed] })
  })

  it('answers 404 for a product the shop does not show, and 409 for a second review of a line', async () => {
    const { orderItemId } = await line()
    const missing = await post(buyer, input(orderItemId), 'khong-co-san-pham-nay')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: catalogMessages.productNotFound })
    const draft = await createProduct(t.database.db, { status: 'draft' })
    expect((await post(buyer, input(orderItemId), draft.slug)).statusCode).toBe(404)

    const [a, b] = await Promise.all([
      post(buyer, input(orderItemId)),
      post(buyer, input(orderItemId)),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
    const again = await post(buyer, input(orderItemId))
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: reviewsMessages.alreadyReviewed })
  })
})
