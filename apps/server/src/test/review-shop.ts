import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { apiPaths } from '@phiencho/contracts'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from './app.ts'
import { createProduct } from './catalog-factories.ts'
import { createDeliveredOrderLine } from './review-factories.ts'

// The shop the review-writing tests share: a buyer, a stranger and one product, with helpers to
// write reviews as either. Call `setUpReviewShop()` at the top of the test file; the bindings
// below are filled by its beforeAll.

export const DAY = 86_400_000
type Person = Awaited<ReturnType<typeof createCustomer>>
export type { Person }
// Filled by the file's beforeAll, read by its tests (live bindings).
export let t: TestApp
export let buyer: Person
export let stranger: Person
export let product: { id: number; slug: string }
let mediaDir: string

export function setUpReviewShop() {
  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'phiencho-reviews-'))
    t = await createTestApp({ mediaDir })
    buyer = await createCustomer(t, { name: 'Nguyễn Văn An' })
    stranger = await createCustomer(t, { name: 'Lê Thị Lạ' })
    product = await createProduct(t.database.db, { name: 'Nồi cơm điện Sunhouse' })
  })
  afterAll(async () => {
    await t?.close()
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true })
  })
}

export const as = (person: Person, options: InjectOptions) => injectAs(t, person.token, options)
export const reviewsUrl = (slug = product.slug) => apiPaths.productReviews.replace(':slug', slug)
export const reviewUrl = (id: number) => apiPaths.review.replace(':id', String(id))
export const line = (options: Partial<Parameters<typeof createDeliveredOrderLine>[1]> = {}) =>
  createDeliveredOrderLine(t, { userId: buyer.user.id, productId: product.id, ...options })
export const input = (orderItemId: number, overrides: Record<string, unknown> = {}) => ({
  order_item_id: orderItemId,
  rating: 5,
  body: 'Nồi nấu cơm rất ngon, giữ ấm tốt, đáng tiền.',
  image_ids: [],
  ...overrides,
})
export const post = (person: Person, payload: object, slug?: string) =>
  as(person, { method: 'POST', url: reviewsUrl(slug), payload })
export const errorsOf = (res: { json(): unknown }) =>
  (res.json() as { errors: Record<string, string[]> }).errors
