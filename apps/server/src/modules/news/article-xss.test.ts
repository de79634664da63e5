import {
  type AdminArticle,
  type AdminArticleCategory,
  adminPaths,
  adminUrl,
  type ArticleDetail,
} from '@phiencho/contracts'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createStaff } from '../../test/staff-factories.ts'
import { htmlProblems, xssCorpus } from '../../test/xss-corpus.ts'

// An article's body is HTML that the sanitiser reduces to the editor's allow-list; its other texts
// (title, excerpt, tags, cover text, SEO fields, review note) and its category's name and
// description are plain text, kept as typed and escaped where they are shown.

let t: TestApp
type Person = Awaited<ReturnType<typeof createCustomer>>
let writer: Person
let editor: Person

beforeAll(async () => {
  t = await createTestApp()
  writer = await createStaff(t, ['writer'])
  editor = await createStaff(t, ['editor'])
})
afterAll(() => t?.close())

const as = async (person: Person, options: InjectOptions) => {
  const res = await injectAs(t, person.token, options)
  expect(res.headers['content-type']).toMatch(/^application\/json/)
  return res
}
const words = Array.from({ length: 30 }, (_, i) => `chữ${i}`).join(' ')
const line = (text: string) => text.replace(/\s+/g, ' ').trim()

describe('the XSS corpus through the article console', () => {
  it('leaves nothing of any payload in a body, and keeps every plain text as typed', async () => {
    for (const [i, payload] of xssCorpus.entries()) {
      const created = await as(editor, {
        method: 'POST',
        url: adminUrl(adminPaths.articleCategories),
        payload: {
          name: `Mục ${i}: ${payload}`.slice(0, 100),
          description: `Mô tả: ${payload}`.slice(0, 500),
        },
      })
      expect(created.statusCode, `${payload}: ${created.body}`).toBe(201)
      const category = created.json<AdminArticleCategory>()
      expect(category.name).toBe(`Mục ${i}: ${payload}`.slice(0, 100).trim())
      expect(category.description).toBe(`Mô tả: ${payload}`.slice(0, 500).trim())

      const texts = {
        title: `Bài thử ${i}: ${payload}`.slice(0, 255),
        excerpt: `Tóm tắt: ${payload}`.slice(0, 500),
        tags: [`Thẻ: ${payload}`.slice(0, 50)],
        cover_alt: `Ảnh: ${payload}`.slice(0, 200),
        seo_title: `SEO: ${payload}`.slice(0, 255),
        seo_description: `Mô tả SEO: ${payload}`.slice(0, 500),
      }
      const res = await as(writer, {
        method: 'POST',
        url: adminUrl(adminPaths.articles),
        payload: {
          ...texts,
          category_id: category.id,
          body: `<p>${words}</p>${payload}<p>${payload}</p>`,
        },
      })
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(201)
      const article = res.json<AdminArticle>()
      expect(htmlProblems(article.body), payload).toEqual([])
      expect(article).toMatchObject({
        title: line(texts.title),
        excerpt: texts.excerpt.trim(),
        tags: texts.tags.map(line),
        cover_alt: texts.cover_alt.trim(),
        seo_title: texts.seo_title.trim(),
        seo_description: texts.seo_description.trim(),
      })

      await as(writer, {
        method: 'POST',
        url: adminUrl(adminPaths.articleSubmit, { id: article.id }),
      })
      const note = `Góp ý: ${payload}`
      const returned = await as(editor, {
        method: 'POST',
        url: adminUrl(adminPaths.articleReturn, { id: article.id }),
        payload: { note },
      })
      expect(returned.json<AdminArticle>().review_note).toBe(note.trim())
      const published = await as(editor, {
        method: 'POST',
        url: adminUrl(adminPaths.articlePublish, { id: article.id }),
        payload: {},
      })
      expect(published.statusCode).toBe(200)
      const shown = await t.app.inject({ url: `/api/v1/articles/${article.slug}` })
      const detail = shown.json<ArticleDetail>()
      expect(htmlProblems(detail.body), payload).toEqual([])
      expect(detail).toMatchObject({
        title: article.title,
        excerpt: article.excerpt,
        tags: article.tags,
        seo_title: article.seo_title,
        seo_description: article.seo_description,
        category: { name: category.name },
      })
    }
  })
})
