import { apiPaths, reviewsMessages } from '@phiencho/contracts'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { product_reviews, review_reports } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import { createReview } from '../../test/review-factories.ts'

let t: TestApp
type Person = Awaited<ReturnType<typeof createCustomer>>
let author: Person
let reader: Person
let product: { id: number; slug: string }

beforeAll(async () => {
  t = await createTestApp()
  author = await createCustomer(t, { name: 'Trần Thị Bình' })
  reader = await createCustomer(t, { name: 'Phạm Minh Đức' })
  product = await createProduct(t.database.db)
})
afterAll(() => t?.close())

const as = (person: Person, options: InjectOptions) => injectAs(t, person.token, options)
const helpfulUrl = (id: number | string) => apiPaths.reviewHelpful.replace(':id', String(id))
const reportUrl = (id: number) => apiPaths.reviewReports.replace(':id', String(id))
const votesUrl = (slug = product.slug) => apiPaths.productReviewVotes.replace(':slug', slug)
const review = (overrides: Partial<Parameters<typeof createReview>[1]> = {}) =>
  createReview(t, { userId: author.user.id, productId: product.id, ...overrides })
const helpfulCount = async (id: number) =>
  (
    await t.database.db
      .select({ n: product_reviews.helpful_count })
      .from(product_reviews)
      .where(eq(product_reviews.id, id))
  )[0]!.n

describe('"hữu ích" votes', () => {
  it('counts one vote per account, takes it back, and lists the caller’s votes', async () => {
    const { id } = await review()
    await review()
    const vote = () => as(reader, { method: 'POST', url: helpfulUrl(id) })
    expect((await vote()).json()).toEqual({ helpful_count: 1, voted: true })
    expect((await vote()).json()).toEqual({ helpful_count: 1, voted: true })
    const third = await createCustomer(t)
    const both = await Promise.all([
      as(third, { method: 'POST', url: helpfulUrl(id) }),
      as(third, { method: 'POST', url: helpfulUrl(id) }),
    ])
    expect(both.map((res) => res.statusCode)).toEqual([200, 200])
    expect(await helpfulCount(id)).toBe(2)
    expect((await as(reader, { method: 'GET', url: votesUrl() })).json()).toEqual({
      review_ids: [id],
    })

    const undo = await as(reader, { method: 'DELETE', url: helpfulUrl(id) })
    expect(undo.json()).toEqual({ helpful_count: 1, voted: false })
    const again = await as(reader, { method: 'DELETE', url: helpfulUrl(id) })
    expect(again.json()).toEqual({ helpful_count: 1, voted: false })
    expect((await as(reader, { method: 'GET', url: votesUrl() })).json()).toEqual({
      review_ids: [],
    })
    expect((await as(reader, { method: 'GET', url: votesUrl('khong-co') })).statusCode).toBe(404)
  })

  it('refuses the author’s own review (422) and reviews nobody sees (404)', async () => {
    const own = await review()
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await as(author, { method, url: helpfulUrl(own.id) })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({ message: reviewsMessages.helpfulOwn })
    }
    for (const status of ['pending', 'hidden'] as const) {
      const unseen = await review({ status })
      const res = await as(reader, { method: 'POST', url: helpfulUrl(unseen.id) })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: reviewsMessages.notFound })
    }
    const missing = await as(reader, { method: 'POST', url: helpfulUrl(2_000_000_000) })
    expect(missing.statusCode).toBe(404)
    expect((await as(reader, { method: 'POST', url: helpfulUrl('x') })).statusCode).toBe(422)
  })
})

describe('reports', () => {
  const report = (person: Person, id: number, reason = 'Nội dung quảng cáo shop khác') =>
    as(person, { method: 'POST', url: reportUrl(id), payload: { reason } })

  it('takes one report per account, as classified ads do', async () => {
    const { id } = await review()
    const first = await report(reader, id, '  Quảng cáo \u0007shop khác  ')
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ message: reviewsMessages.reportThanks })
    const again = await report(reader, id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: reviewsMessages.reportDuplicate })
    const rows = await t.database.db
      .select({ reason: review_reports.reason, status: review_reports.status })
      .from(review_reports)
      .where(and(eq(review_reports.review_id, id), eq(review_reports.reporter_id, reader.user.id)))
    expect(rows).toEqual([{ reason: 'Quảng cáo shop khác', status: 'open' }])
  })

  it('refuses the author’s own review, unseen reviews and a bad reason', async () => {
    const own = await review()
    const mine = await report(author, own.id)
    expect(mine.statusCode).toBe(422)
    expect(mine.json()).toEqual({ message: reviewsMessages.reportOwn })
    const pending = await review({ status: 'pending' })
    expect((await report(reader, pending.id)).statusCode).toBe(404)
    for (const reason of ['ngắn', 'x'.repeat(501), '\u0001\u0002\u0003\u0004\u0005\u0006 ']) {
      const res = await report(reader, own.id, reason)
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({ reason: [reviewsMessages.reportReason] })
    }
  })
})
