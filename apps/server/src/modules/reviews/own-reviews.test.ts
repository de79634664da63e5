import { apiPaths, type ReviewableLinePage } from '@phiencho/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import { createDeliveredOrderLine, createReview } from '../../test/review-factories.ts'

const DAY = 86_400_000
let t: TestApp
type Person = Awaited<ReturnType<typeof createCustomer>>
let buyer: Person
let stranger: Person

beforeAll(async () => {
  t = await createTestApp()
  buyer = await createCustomer(t)
  stranger = await createCustomer(t)
})
afterAll(() => t?.close())

const mine = async (person: Person, query = '') => {
  const res = await injectAs(t, person.token, {
    method: 'GET',
    url: `${apiPaths.ownReviews}${query}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<ReviewableLinePage>()
}

describe('my lines to review', () => {
  it('lists the caller’s delivered lines, those still reviewable first, soonest deadline first', async () => {
    const db = t.database.db
    const product = await createProduct(db, { name: 'Bình giữ nhiệt Lock&Lock' })
    const gone = await createProduct(db, { status: 'archived' })
    const line = (days: number, productId = product.id, status?: 'completed' | 'shipping') =>
      createDeliveredOrderLine(t, {
        userId: buyer.user.id,
        productId,
        deliveredDaysAgo: days,
        status,
      })
    const fresh = await line(2)
    const urgent = await line(28, product.id, 'completed')
    const closed = await line(40)
    const reviewed = await line(1)
    const unlisted = await line(3, gone.id)
    await line(1, product.id, 'shipping')
    await createDeliveredOrderLine(t, { userId: stranger.user.id, productId: product.id })
    const review = await createReview(t, {
      userId: buyer.user.id,
      productId: product.id,
      orderItemId: reviewed.orderItemId,
      status: 'hidden',
      hiddenReason: 'Ngôn từ thô tục hoặc xúc phạm',
    })

    const answer = await mine(buyer)
    expect(answer.data.map((row) => [row.order_item_id, row.can_review])).toEqual([
      [urgent.orderItemId, true],
      [fresh.orderItemId, true],
      [reviewed.orderItemId, false],
      [unlisted.orderItemId, false],
      [closed.orderItemId, false],
    ])
    expect(answer.meta.total).toBe(5)
    const first = answer.data[0]!
    expect(first).toMatchObject({
      order_code: urgent.orderCode,
      product: { id: product.id, slug: product.slug, name: 'Bình giữ nhiệt Lock&Lock' },
      name: 'Bình giữ nhiệt Lock&Lock',
      delivered_at: urgent.deliveredAt.toISOString(),
      review_until: new Date(urgent.deliveredAt.getTime() + 30 * DAY).toISOString(),
      review: null,
    })
    expect(answer.data[2]!.review).toMatchObject({
      id: review.id,
      status: 'hidden',
      hidden_reason: 'Ngôn từ thô tục hoặc xúc phạm',
      can_edit: true,
    })
    expect(answer.data[3]!.product).toBeNull()

    const oneOrder = await mine(buyer, `?order=${fresh.orderCode.toLowerCase()}`)
    expect(oneOrder.data.map((row) => row.order_item_id)).toEqual([fresh.orderItemId])
    // Another person's order code finds nothing, as a code that does not exist.
    const strangers = await createDeliveredOrderLine(t, {
      userId: stranger.user.id,
      productId: product.id,
    })
    expect((await mine(buyer, `?order=${strangers.orderCode}`)).data).toEqual([])
    expect((await mine(stranger)).data.map((row) => row.order_item_id)).toHaveLength(2)
  })

  it('answers 422 for a bad page', async () => {
    const res = await injectAs(t, buyer.token, {
      method: 'GET',
      url: `${apiPaths.ownReviews}?page=0`,
    })
    expect(res.statusCode).toBe(422)
  })
})
