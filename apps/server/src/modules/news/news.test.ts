import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { article_categories, articles } from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../test/app.ts'

let t: TestApp
const DAY = 86_400_000

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  const [category] = await db
    .insert(article_categories)
    .values({ name: 'Mẹo mua sắm', slug: 'meo-mua-sam' })
    .returning({ id: article_categories.id })
  const article = (title: string, slug: string, daysAgo: number, extra = {}) => ({
    category_id: category!.id,
    title,
    slug,
    body: '<p>Nội dung</p>',
    status: 'published' as const,
    published_at: new Date(Date.now() - daysAgo * DAY),
    ...extra,
  })
  await db
    .insert(articles)
    .values([
      article('Cũ nhất', 'cu-nhat', 10, { excerpt: 'Bài cũ.' }),
      article('Mới nhất', 'moi-nhat', 1, { cover_image: 'demo/articles/cover-1.webp' }),
      article('Ở giữa', 'o-giua', 5),
      article('Bản nháp', 'ban-nhap', 0, { status: 'draft' }),
      article('Hẹn giờ đăng', 'hen-gio', -3),
    ])
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('latest articles', () => {
  it('lists published articles, newest first, without drafts or scheduled ones', async () => {
    const res = await get('/api/v1/articles')
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.map((a: { slug: string }) => a.slug)).toEqual(['moi-nhat', 'o-giua', 'cu-nhat'])
    expect(data[0]).toEqual({
      id: expect.any(Number),
      slug: 'moi-nhat',
      title: 'Mới nhất',
      excerpt: null,
      cover_image: {
        url: '/media/demo/articles/cover-1.webp',
        width: null,
        height: null,
        alt: 'Mới nhất',
        srcset: expect.stringContaining('/media/w320/demo/articles/cover-1.webp 320w'),
      },
      category: { name: 'Mẹo mua sắm', slug: 'meo-mua-sam' },
      published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
    expect(data[2].excerpt).toBe('Bài cũ.')
  })

  it('takes a limit, and refuses a bad one with 422', async () => {
    const two = (await get('/api/v1/articles?limit=2')).json()
    expect(two.data).toHaveLength(2)
    const bad = await get('/api/v1/articles?limit=1000')
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['limit'])
  })
})
