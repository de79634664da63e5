import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { product_reviews } from '../../db/schema.ts'
import { createCustomer, createWebTestApp, type TestApp, webBuilt } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import { createReview } from '../../test/review-factories.ts'
import { type PageShape, pageShape } from '../../test/page-shape.ts'
import { xssCorpus } from '../../test/xss-corpus.ts'

// Reviews and the shop's replies are plain text: the product page must show every payload of the
// corpus as text, with the same markup as for harmless words, in its HTML and in its JSON-LD.

let t: TestApp
let authorId: number

beforeAll(async () => {
  t = await createWebTestApp()
  authorId = (await createCustomer(t, { name: 'Trần Thị Bình' })).user.id
})
afterAll(() => t?.close())

/** A product whose five reviews (a page) say `bodies`, each answered by the shop with the same. */
async function reviewedPage(bodies: string[]): Promise<PageShape> {
  const product = await createProduct(t.database.db, { name: 'Ấm siêu tốc Lock&Lock 1,7 lít' })
  for (const body of bodies) {
    const review = await createReview(t, { userId: authorId, productId: product.id, body })
    await t.database.db
      .update(product_reviews)
      .set({ reply: body, replied_at: new Date() })
      .where(eq(product_reviews.id, review.id))
  }
  const res = await t.app.inject({
    url: `/san-pham/${product.slug}`,
    headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 Chrome/156' },
  })
  expect(res.statusCode).toBe(200)
  return pageShape(res.body, (_name, attribs) => attribs.id === 'danh-gia')
}

describe.skipIf(!webBuilt)('reviews on the product page', () => {
  it('show every payload of the XSS corpus as text, in the page and in its JSON-LD', async () => {
    // The first page rendered loads the lazy part below the buying box, streamed in after a
    // fallback (one more script); later pages render it at once, as compared here.
    await reviewedPage(['Ấm đun nhanh, dùng rất ổn.'])
    const harmless = await reviewedPage(
      Array.from({ length: 5 }, (_, i) => `Ấm đun nhanh, dùng rất ổn, lần ${i + 1}.`),
    )
    expect(Object.keys(harmless.elements).length).toBeGreaterThan(10)
    for (let at = 0; at < xssCorpus.length; at += 5) {
      const bodies = xssCorpus.slice(at, at + 5)
      while (bodies.length < 5) bodies.push('Ấm đun nhanh, dùng rất ổn.')
      const page = await reviewedPage(bodies)
      expect(page.elements, bodies.join(' | ')).toEqual(harmless.elements)
      expect(page.scripts).toBe(harmless.scripts)
      for (const body of bodies) expect(page.text).toContain(body)
      const product = page.jsonLd.find(
        (data) => (data as { '@type'?: string })['@type'] === 'Product',
      ) as { review: Array<{ reviewBody: string }> }
      expect(product.review.map((review) => review.reviewBody).sort()).toEqual([...bodies].sort())
    }
  })
})
