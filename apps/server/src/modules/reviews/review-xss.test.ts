import {
  adminPaths,
  type AdminReviewPage,
  adminUrl,
  apiPaths,
  type OwnReview,
  type ProductReviewPage,
  type ReviewableLinePage,
} from '@phiencho/contracts'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import { createDeliveredOrderLine } from '../../test/review-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'
import { xssCorpus } from '../../test/xss-corpus.ts'

// Review texts are plain text that the web escapes: the API keeps and answers every payload
// exactly as typed (never sanitised, never encoded), always as JSON.

let t: TestApp
type Person = Awaited<ReturnType<typeof createCustomer>>
let buyer: Person
let reporter: Person
let moderator: Person
let product: { id: number; slug: string }
const reviewIds: number[] = []

beforeAll(async () => {
  t = await createTestApp()
  buyer = await createCustomer(t)
  reporter = await createCustomer(t)
  moderator = await createStaff(t, ['moderator'])
  product = await createProduct(t.database.db)
})
afterAll(() => t?.close())

const as = async (person: Person, options: InjectOptions) => {
  const res = await injectAs(t, person.token, options)
  expect(res.headers['content-type']).toMatch(/^application\/json/)
  return res
}
const body = (payload: string) => `Đánh giá: ${payload}`
const reply = (payload: string) => `Phản hồi: ${payload}`
const reason = (payload: string) => `Lý do: ${payload}`.slice(0, 500)

describe('the XSS corpus through review texts', () => {
  it('keeps review bodies as typed, when written and once published', async () => {
    for (const payload of xssCorpus) {
      const line = await createDeliveredOrderLine(t, {
        userId: buyer.user.id,
        productId: product.id,
      })
      const res = await as(buyer, {
        method: 'POST',
        url: apiPaths.productReviews.replace(':slug', product.slug),
        payload: { order_item_id: line.orderItemId, rating: 4, body: body(payload), image_ids: [] },
      })
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(201)
      expect(res.json<OwnReview>().body).toBe(body(payload))
      reviewIds.push(res.json<OwnReview>().id)
    }
    for (const id of reviewIds) {
      const res = await as(moderator, {
        method: 'POST',
        url: adminUrl(adminPaths.reviewApprove, { id }),
      })
      expect([200, 409]).toContain(res.statusCode)
    }
    const shown: string[] = []
    for (let page = 1; shown.length < xssCorpus.length && page < 20; page++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${apiPaths.productReviews.replace(':slug', product.slug)}?page=${page}`,
      })
      shown.push(...res.json<ProductReviewPage>().data.map((review) => review.body))
    }
    expect(shown.sort()).toEqual(xssCorpus.map(body).sort())
  })

  it('keeps report reasons, replies and hide reasons as typed', async () => {
    for (const [i, payload] of xssCorpus.entries()) {
      const id = reviewIds[i]!
      const reported = await as(reporter, {
        method: 'POST',
        url: apiPaths.reviewReports.replace(':id', String(id)),
        payload: { reason: reason(payload) },
      })
      expect(reported.statusCode, reported.body).toBe(201)
      const replied = await as(moderator, {
        method: 'PUT',
        url: adminUrl(adminPaths.reviewReply, { id }),
        payload: { body: reply(payload) },
      })
      expect(replied.json().reply.body).toBe(reply(payload))
    }
    const reportedTab = await as(moderator, {
      method: 'GET',
      url: `${adminUrl(adminPaths.reviews)}?tab=reported&page=1`,
    })
    const listed = reportedTab.json<AdminReviewPage>()
    expect(listed.counts.reported).toBe(xssCorpus.length)
    for (const review of listed.data) {
      const payload = xssCorpus[reviewIds.indexOf(review.id)]!
      expect(review.open_reports).toEqual([
        { reason: reason(payload), created_at: expect.any(String) },
      ])
      expect(review.reply?.body).toBe(reply(payload))
      expect(review.body).toBe(body(payload))
    }
    for (const [i, payload] of xssCorpus.entries()) {
      const hidden = await as(moderator, {
        method: 'POST',
        url: adminUrl(adminPaths.reviewHide, { id: reviewIds[i]! }),
        payload: { reason: reason(payload) },
      })
      expect(hidden.json().hidden_reason).toBe(reason(payload))
    }
    const own: string[] = []
    for (let page = 1; own.length < xssCorpus.length && page < 20; page++) {
      const res = await as(buyer, { method: 'GET', url: `${apiPaths.ownReviews}?page=${page}` })
      own.push(...res.json<ReviewableLinePage>().data.map((line) => line.review!.hidden_reason!))
    }
    expect(own.sort()).toEqual(xssCorpus.map(reason).sort())
  })
})
