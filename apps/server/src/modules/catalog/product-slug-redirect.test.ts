import { apiPaths, catalogMessages, fillPath } from '@phiencho/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { product_slug_redirects } from '../../db/schema.ts'
import { createTestApp, createWebTestApp, type TestApp, webBuilt } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'

// A product's old slugs (kept by the back office's editor when the slug changes) lead to it.

async function productWithOldSlug(t: TestApp, status: 'published' | 'hidden' = 'published') {
  const product = await createProduct(t.database.db, { status })
  const old = `${product.slug}-cu`
  await t.database.db.insert(product_slug_redirects).values({ slug: old, product_id: product.id })
  return { product, old }
}

describe('the product API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t?.close())

  it('answers an old slug with the product under its current slug, with or without related', async () => {
    const { product, old } = await productWithOldSlug(t)
    for (const query of ['', '?include=related']) {
      const res = await t.app.inject({
        url: `${fillPath(apiPaths.product, { slug: old })}${query}`,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ id: product.id, slug: product.slug })
    }
  })

  it('answers 404 for an old slug of a product the shop does not show, or a slug nobody had', async () => {
    const { old } = await productWithOldSlug(t, 'hidden')
    for (const slug of [old, 'chua-tung-co-san-pham-nay']) {
      const res = await t.app.inject({ url: fillPath(apiPaths.product, { slug }) })
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe(catalogMessages.productNotFound)
    }
  })
})

// With the real web build (`npm run build`, which `npm test` runs first).
describe.skipIf(!webBuilt)('the product page', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createWebTestApp()
  })
  afterAll(() => t?.close())

  it('answers an old slug with a 301 to the current page, the query kept', async () => {
    const { product, old } = await productWithOldSlug(t)
    const res = await t.app.inject({ url: `/san-pham/${old}?utm_source=zalo` })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe(`/san-pham/${product.slug}?utm_source=zalo`)
    const current = await t.app.inject({ url: `/san-pham/${product.slug}` })
    expect(current.statusCode).toBe(200)
  })
})
