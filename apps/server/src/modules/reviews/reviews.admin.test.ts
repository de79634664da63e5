import {
  adminPaths,
  type AdminReview,
  type AdminReviewPage,
  adminUrl,
  reviewsMessages,
} from '@phiencho/contracts'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit_log, product_reviews, review_reports } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import { createReview } from '../../test/review-factories.ts'
import { createStaff, expectOnlyPermitted } from '../../test/staff-factories.ts'

let t: TestApp
type Person = Awaited<ReturnType<typeof createCustomer>>
let moderator: Person
let owner: Person
let editor: Person
let shopper: Person
let author: Person
let product: { id: number; slug: string; name: string }

beforeAll(async () => {
  t = await createTestApp()
  moderator = await createStaff(t, ['moderator'])
  owner = await createStaff(t, ['owner'])
  editor = await createStaff(t, ['editor'])
  shopper = await createCustomer(t)
  author = await createCustomer(t, { name: 'Hoàng Thị Thu', email: `thu.${Date.now()}@example.vn` })
  product = await createProduct(t.database.db, { name: 'Máy lọc không khí Xiaomi' })
})
afterAll(() => t?.close())

const db = () => t.database.db
const as = (person: Person, options: InjectOptions) => injectAs(t, person.token, options)
const review = (overrides: Partial<Parameters<typeof createReview>[1]> = {}) =>
  createReview(t, { userId: author.user.id, productId: product.id, ...overrides })
const url = (path: string, id: number) => adminUrl(path, { id })
const auditOf = (id: number) =>
  db()
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity_type, 'review'), eq(audit_log.entity_id, String(id))))
    .orderBy(audit_log.id)
const reportsOf = (id: number) =>
  db()
    .select({ status: review_reports.status })
    .from(review_reports)
    .where(eq(review_reports.review_id, id))
const report = (reviewId: number, reporterId: number, reason = 'Quảng cáo shop khác') =>
  db().insert(review_reports).values({ review_id: reviewId, reporter_id: reporterId, reason })

describe('who may moderate', () => {
  it('answers 401 without a session, 403 to a shopper and to staff without review:moderate', async () => {
    const { id } = await review({ status: 'pending' })
    const routes: InjectOptions[] = [
      { method: 'GET', url: adminUrl(adminPaths.reviews) },
      { method: 'POST', url: url(adminPaths.reviewApprove, id) },
      { method: 'POST', url: url(adminPaths.reviewHide, id), payload: { reason: 'Spam' } },
      { method: 'PUT', url: url(adminPaths.reviewReply, id), payload: { body: 'Cảm ơn bạn' } },
      { method: 'DELETE', url: url(adminPaths.reviewReply, id) },
      { method: 'POST', url: url(adminPaths.reviewDismissReports, id) },
    ]
    await expectOnlyPermitted(t, routes, [shopper, editor])
    expect(await auditOf(id)).toEqual([])
    for (const person of [moderator, owner]) {
      expect((await as(person, routes[0]!)).statusCode).toBe(200)
    }
  })
})

describe('the moderation list', () => {
  it('shows each tab in its order, with counts, searched without diacritics', async () => {
    const other = await createProduct(db(), { name: 'Bàn chải điện Oral-B' })
    const older = await review({ status: 'pending', createdAt: new Date(Date.now() - 3_600_000) })
    const newer = await review({ status: 'pending', body: 'Máy chạy êm, lọc bụi tốt lắm.' })
    const elsewhere = await createReview(t, {
      userId: author.user.id,
      productId: other.id,
      status: 'pending',
      rating: 2,
    })
    await report(elsewhere.id, shopper.user.id)
    const list = async (query: string) => {
      const res = await as(moderator, {
        method: 'GET',
        url: `${adminUrl(adminPaths.reviews)}${query}`,
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<AdminReviewPage>()
    }
    const queue = await list('?tab=pending')
    const queued = queue.data.map((row) => row.id)
    expect(queued.indexOf(older.id)).toBeLessThan(queued.indexOf(newer.id))
    expect((await list('?tab=all')).data[0]!.id).toBe(elsewhere.id)
    const reported = await list('?tab=reported')
    expect(reported.data.map((row) => row.id)).toEqual([elsewhere.id])
    expect(reported.data[0]).toMatchObject({
      product: { id: other.id, name: 'Bàn chải điện Oral-B', slug: other.slug },
      author: { id: author.user.id, name: 'Hoàng Thị Thu', email: author.email },
      order_code: expect.stringMatching(/^PC/),
      rating: 2,
      status: 'pending',
      open_reports: [{ reason: 'Quảng cáo shop khác', created_at: expect.any(String) }],
    })
    expect((await list('?q=ban%20chai%20dien')).data.map((row) => row.id)).toEqual([elsewhere.id])
    expect((await list('?tab=all&q=LOC%20BUI')).data.map((row) => row.id)).toEqual([newer.id])
    expect((await list('?tab=all&q=hoang%20thi')).counts.all).toBeGreaterThanOrEqual(3)
    const twoStars = await list('?tab=all&rating=2')
    expect(twoStars.data.map((row) => row.id)).toEqual([elsewhere.id])
    expect(twoStars.counts).toEqual({ pending: 1, reported: 1, published: 0, hidden: 0, all: 1 })
    expect(twoStars.meta.total).toBe(1)
    const bad = await as(moderator, { method: 'GET', url: `${adminUrl(adminPaths.reviews)}?tab=x` })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({ tab: [reviewsMessages.tab] })
  })
})

describe('moderating a review', () => {
  const post = (path: string, id: number, payload?: object) =>
    as(moderator, { method: 'POST', url: url(path, id), ...(payload ? { payload } : {}) })

  it('approves a held review (reports dismissed), hides it (reports resolved), approves it again', async () => {
    const { id } = await review({ status: 'pending', heldFor: 'photos' })
    await report(id, shopper.user.id)
    const approved = await post(adminPaths.reviewApprove, id)
    expect(approved.statusCode, approved.body).toBe(200)
    const first = approved.json<AdminReview>()
    expect(first).toMatchObject({ status: 'published', held_for: null, open_reports: [] })
    expect(first.published_at).not.toBeNull()
    expect(await reportsOf(id)).toEqual([{ status: 'dismissed' }])

    const twice = await post(adminPaths.reviewApprove, id)
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toEqual({ message: reviewsMessages.transition })

    await report(id, owner.user.id)
    const hidden = await post(adminPaths.reviewHide, id, { reason: ' Ảnh không phù hợp ' })
    expect(hidden.json()).toMatchObject({ status: 'hidden', hidden_reason: 'Ảnh không phù hợp' })
    expect(await reportsOf(id)).toEqual(
      expect.arrayContaining([{ status: 'dismissed' }, { status: 'resolved' }]),
    )
    expect((await post(adminPaths.reviewHide, id, { reason: 'Lần nữa' })).statusCode).toBe(409)
    const again = await post(adminPaths.reviewApprove, id)
    expect(again.json()).toMatchObject({
      status: 'published',
      hidden_reason: null,
      published_at: first.published_at,
    })
    const audit = await auditOf(id)
    expect(audit.map((row) => [row.action, row.permission, row.actor_id])).toEqual([
      ['review.approve', 'review:moderate', moderator.user.id],
      ['review.hide', 'review:moderate', moderator.user.id],
      ['review.approve', 'review:moderate', moderator.user.id],
    ])
    expect(audit[0]).toMatchObject({
      before: { status: 'pending', held_for: 'photos' },
      after: { status: 'published', held_for: null, reports_dismissed: 1 },
    })
  })

  it('replies, rewrites and deletes the shop’s answer, shown on the product page', async () => {
    const { id } = await review()
    const put = (body: string) =>
      as(owner, { method: 'PUT', url: url(adminPaths.reviewReply, id), payload: { body } })
    expect((await put('  Cảm ơn bạn đã tin dùng!  ')).json().reply).toMatchObject({
      body: 'Cảm ơn bạn đã tin dùng!',
    })
    const [row] = await db()
      .select({ by: product_reviews.replied_by })
      .from(product_reviews)
      .where(eq(product_reviews.id, id))
    expect(row?.by).toBe(owner.user.id)
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/${product.slug}/reviews`,
    })
    const shown = page.json().data.find((item: { id: number }) => item.id === id)
    expect(shown.reply).toEqual({ body: 'Cảm ơn bạn đã tin dùng!', replied_at: expect.any(String) })
    const removed = await as(owner, { method: 'DELETE', url: url(adminPaths.reviewReply, id) })
    expect(removed.json().reply).toBeNull()
    const none = await as(owner, { method: 'DELETE', url: url(adminPaths.reviewReply, id) })
    expect(none.statusCode).toBe(409)
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      'review.reply',
      'review.delete_reply',
    ])
  })

  it('dismisses open reports once; 404 for an unknown id; 422 for bad bodies; no audit for failures', async () => {
    const { id } = await review()
    await report(id, shopper.user.id)
    const dismissed = await post(adminPaths.reviewDismissReports, id)
    expect(dismissed.json()).toMatchObject({ status: 'published', open_reports: [] })
    expect((await post(adminPaths.reviewDismissReports, id)).statusCode).toBe(409)
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['review.dismiss_reports'])

    const missing = await post(adminPaths.reviewApprove, 2_000_000_000)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: reviewsMessages.notFound })
    const noReason = await post(adminPaths.reviewHide, id, { reason: '  ' })
    expect(noReason.statusCode).toBe(422)
    expect(noReason.json().errors).toEqual({ reason: [reviewsMessages.hideReason] })
    const invisible = await post(adminPaths.reviewHide, id, { reason: '\u0007' })
    expect(invisible.json().errors).toEqual({ reason: [reviewsMessages.hideReason] })
    const longReply = await as(owner, {
      method: 'PUT',
      url: url(adminPaths.reviewReply, id),
      payload: { body: 'x'.repeat(2001) },
    })
    expect(longReply.json().errors).toEqual({ body: [reviewsMessages.reply] })
    expect(await auditOf(id)).toHaveLength(1)
    expect(await auditOf(2_000_000_000)).toEqual([])
  })
})
