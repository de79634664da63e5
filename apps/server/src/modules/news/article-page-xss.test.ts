import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { article_categories, articles } from '../../db/schema.ts'
import { createWebTestApp, type TestApp, webBuilt } from '../../test/app.ts'
import { type PageShape, pageShape } from '../../test/page-shape.ts'
import { xssCorpus } from '../../test/xss-corpus.ts'

// An article's plain texts (title, excerpt, tags, cover text, SEO fields) and its category's name
// must show on the article page as text: with every payload of the corpus, the page has the same
// elements and attributes as with harmless words, the same scripts, and the payload in its text
// or its attribute values, and in its JSON-LD.

let t: TestApp
beforeAll(async () => {
  t = await createWebTestApp()
})
afterAll(() => t?.close())

let sequence = 0
const line = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The texts of an article as the console stores them (one-line ones with whitespace collapsed). */
const textsOf = (payload: string) => ({
  category: line(`Mục: ${payload}`.slice(0, 100)),
  title: line(`Bài: ${payload}`.slice(0, 255)),
  excerpt: `Tóm tắt: ${payload}`.slice(0, 500),
  tag: line(`Thẻ: ${payload}`.slice(0, 50)),
  cover_alt: `Ảnh: ${payload}`.slice(0, 200),
  seo_title: `SEO: ${payload}`.slice(0, 255),
  seo_description: `Mô tả SEO: ${payload}`.slice(0, 500),
})

/** A published article with these texts, alone in its category, and its page. */
async function articlePage(texts: ReturnType<typeof textsOf>): Promise<PageShape> {
  sequence += 1
  const db = t.database.db
  const [category] = await db
    .insert(article_categories)
    .values({ name: texts.category, slug: `muc-${sequence}` })
    .returning({ id: article_categories.id })
  await db.insert(articles).values({
    category_id: category!.id,
    title: texts.title,
    slug: `bai-${sequence}`,
    excerpt: texts.excerpt,
    body: `<p>${Array.from({ length: 40 }, (_, i) => `chữ${i}`).join(' ')}</p>`,
    tags: [`${texts.tag} ${sequence}`],
    cover_image: 'demo/articles/cover-1.webp',
    cover_width: 960,
    cover_height: 540,
    cover_alt: texts.cover_alt,
    seo_title: texts.seo_title,
    seo_description: texts.seo_description,
    status: 'published',
    published_at: new Date(Date.now() - 60_000),
  })
  const res = await t.app.inject({
    url: `/tin-tuc/bai-${sequence}`,
    headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 Chrome/156' },
  })
  expect(res.statusCode).toBe(200)
  return pageShape(res.body)
}

describe.skipIf(!webBuilt)('an article page', () => {
  it('shows every payload of the XSS corpus in its plain texts as text', async () => {
    // The first page rendered may load lazy parts; later pages render at once, as compared here.
    await articlePage(textsOf('Nồi chiên không dầu'))
    const harmless = await articlePage(textsOf('Nồi chiên không dầu loại tốt'))
    expect(Object.keys(harmless.elements).length).toBeGreaterThan(10)
    for (const payload of xssCorpus) {
      const texts = textsOf(payload)
      const page = await articlePage(texts)
      expect(page.elements, payload).toEqual(harmless.elements)
      expect(page.scripts, payload).toBe(harmless.scripts)
      const text = line(page.text)
      for (const shown of [texts.title, texts.excerpt, texts.tag, texts.category]) {
        expect(text, payload).toContain(line(shown))
      }
      expect(page.attributeValues, payload).toContain(texts.cover_alt)
      const data = page.jsonLd.map((item) => JSON.stringify(item)).join(' ')
      expect(data, payload).toContain(JSON.stringify(texts.title).slice(1, -1))
    }
  })
})
