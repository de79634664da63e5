import { type OwnReview, reviewsMessages } from '@phiencho/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { product_reviews } from '../../db/schema.ts'
import { createReview } from '../../test/review-factories.ts'
import {
  DAY,
  as,
  buyer,
  errorsOf,
  input,
  line,
  type Person,
  post,
  product,
  reviewUrl,
  setUpReviewShop,
  stranger,
  t,
} from '../../test/review-shop.ts'
import { uploadPicture } from '../../test/upload-factories.ts'

setUpReviewShop()

describe('editing a review', () => {
  const patch = (person: Person, id: number, payload: object) =>
    as(person, { method: 'PATCH', url: reviewUrl(id), payload })
  const edit = { rating: 3, body: 'Dùng một tuần thì nắp hơi lỏng, vẫn tạm ổn.', image_ids: [] }

  it('lets the author edit once, within seven days; others get 404', async () => {
    const review = await createReview(t, {
      userId: buyer.user.id,
      productId: product.id,
      rating: 5,
    })
    expect((await patch(stranger, review.id, edit)).statusCode).toBe(404)
    const res = await patch(buyer, review.id, edit)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      rating: 3,
      body: edit.body,
      status: 'published',
      edited: true,
      can_edit: false,
    })
    const twice = await patch(buyer, review.id, edit)
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toEqual({ message: reviewsMessages.editUsed })

    const old = await createReview(t, {
      userId: buyer.user.id,
      productId: product.id,
      createdAt: new Date(Date.now() - 8 * DAY),
    })
    const late = await patch(buyer, old.id, edit)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ message: reviewsMessages.editWindowClosed })
    expect((await patch(buyer, 2_000_000_000, edit)).statusCode).toBe(404)
    const bad = await patch(buyer, old.id, { rating: 0, body: 'x' })
    expect(errorsOf(bad)).toEqual({
      rating: [reviewsMessages.rating],
      body: [reviewsMessages.body],
    })
  })

  it('sends new words or new photos back to the queue, and a fixed hidden review too', async () => {
    const words = await createReview(t, { userId: buyer.user.id, productId: product.id })
    const tripped = await patch(buyer, words.id, { ...edit, body: 'Hàng dỏm vcl, đừng mua' })
    expect(tripped.json()).toMatchObject({ status: 'pending' })

    const photo = await uploadPicture(t, buyer.token, '#123456')
    const photos = await createReview(t, { userId: buyer.user.id, productId: product.id })
    const added = await patch(buyer, photos.id, { ...edit, image_ids: [photo.id] })
    expect(added.json()).toMatchObject({ status: 'pending', photo_ids: [photo.id] })

    const hidden = await createReview(t, {
      userId: buyer.user.id,
      productId: product.id,
      status: 'hidden',
      hiddenReason: 'Ảnh không phù hợp',
    })
    expect((await patch(buyer, hidden.id, edit)).json()).toMatchObject({ status: 'pending' })
  })

  it('keeps a published review published when it keeps its photos', async () => {
    const photo = await uploadPicture(t, buyer.token, '#654321')
    const created = await post(buyer, input((await line()).orderItemId, { image_ids: [photo.id] }))
    const id = created.json<OwnReview>().id
    await t.database.db
      .update(product_reviews)
      .set({ status: 'published', held_for: null, published_at: new Date() })
      .where(eq(product_reviews.id, id))
    const res = await patch(buyer, id, { ...edit, image_ids: created.json<OwnReview>().photo_ids })
    expect(res.json()).toMatchObject({ status: 'published', rating: 3, photo_ids: [photo.id] })
  })
})
