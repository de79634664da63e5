import { catalogQueryMessages, newsMessages } from '@phiencho/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { article_categories, articles } from '../../db/schema.ts'
import { createCustomer, createTestApp, type TestApp } from '../../test/app.ts'

let t: TestApp
const DAY = 86_400_000
const words = (n: number) => Array.from({ length: n }, (_, i) => `chữ${i}`).join(' ')

interface Summary {
  slug: string
}
const slugs = (body: { data: Summary[] }) => body.data.map((a) => a.slug)

async function seedNews(t: TestApp) {
  const db = t.database.db
  const { user } = await createCustomer(t, { name: 'Biên tập viên' })
  const [tips, reviews, empty] = await db
    .insert(article_categories)
    .values([
      { name: 'Mẹo mua sắm', slug: 'meo-mua-sam', position: 2, description: 'Mẹo hay.' },
      { name: 'Đánh giá', slug: 'danh-gia', position: 1 },
      { name: 'Chưa có bài', slug: 'chua-co-bai', position: 3 },
    ])
    .returning({ id: article_categories.id })
  const sameMoment = new Date(Date.now() - 2 * DAY)
  const article = (
    slug: string,
    daysAgo: number,
    extra: Partial<typeof articles.$inferInsert>,
  ) => ({
    category_id: tips!.id,
    title: `Bài ${slug}`,
    slug,
    body: '<p>Nội dung</p>',
    status: 'published' as const,
    published_at: new Date(Date.now() - daysAgo * DAY),
    ...extra,
  })
  const rows = await db
    .insert(articles)
    .values([
      article('cu-nhat', 10, { excerpt: 'Bài cũ.', tags: ['Tết'] }),
      article('moi-nhat', 1, {
        title: 'Mới nhất',
        cover_image: 'demo/articles/cover-1.webp',
        cover_width: 960,
        cover_height: 540,
        // 450 words of text, whatever the markup and entities around them: 3 minutes.
        body: `<h2>Mở&nbsp;đầu</h2><p><strong>${words(448)}</strong></p>`,
        tags: ['Tết', 'Giảm giá'],
        author_id: user.id,
        is_featured: true,
      }),
      article('cung-luc-a', 2, { published_at: sameMoment, category_id: reviews!.id }),
      article('cung-luc-b', 2, { published_at: sameMoment, tags: ['Giảm giá', 'Tết'] }),
      article('danh-gia-tet', 3, { category_id: reviews!.id, tags: ['Tết'], is_featured: true }),
      article('danh-gia-khac', 4, { category_id: reviews!.id }),
      article('ban-nhap', 0, { status: 'draft', tags: ['Tết'] }),
      article('hen-gio', -3, { tags: ['Tết'] }),
    ])
    .returning({ id: articles.id, slug: articles.slug })
  const id = (slug: string) => rows.find((row) => row.slug === slug)!.id
  return { tips: tips!, reviews: reviews!, empty: empty!, id }
}

let news: Awaited<ReturnType<typeof seedNews>>

beforeAll(async () => {
  t = await createTestApp()
  news = await seedNews(t)
})
afterAll(() => t?.close())

const get = (url: string, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, ...(remoteAddress ? { remoteAddress } : {}) })

describe('GET /articles', () => {
  it('lists published articles newest first (id breaks ties), without drafts or scheduled ones', async () => {
    const res = await get('/api/v1/articles')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(slugs(body)).toEqual([
      'moi-nhat',
      'cung-luc-b',
      'cung-luc-a',
      'danh-gia-tet',
      'danh-gia-khac',
      'cu-nhat',
    ])
    expect(body.meta).toEqual({ current_page: 1, per_page: 12, total: 6, last_page: 1 })
    expect(body.data[0]).toEqual({
      id: news.id('moi-nhat'),
      slug: 'moi-nhat',
      title: 'Mới nhất',
      excerpt: null,
      cover_image: {
        url: '/media/demo/articles/cover-1.webp',
        width: 960,
        height: 540,
        alt: 'Mới nhất',
      },
      category: { name: 'Mẹo mua sắm', slug: 'meo-mua-sam' },
      published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      reading_minutes: 3,
      is_featured: true,
    })
    expect(body.data.at(-1)).toMatchObject({ excerpt: 'Bài cũ.', reading_minutes: 1 })
  })

  it('pages with per_page and page, and says how many there are', async () => {
    const second = (await get('/api/v1/articles?per_page=4&page=2')).json()
    expect(slugs(second)).toEqual(['danh-gia-khac', 'cu-nhat'])
    expect(second.meta).toEqual({ current_page: 2, per_page: 4, total: 6, last_page: 2 })
    const past = (await get('/api/v1/articles?per_page=4&page=9')).json()
    expect(past).toEqual({
      data: [],
      meta: { current_page: 9, per_page: 4, total: 6, last_page: 2 },
    })
  })

  it('filters by category, tag and featured', async () => {
    expect(slugs((await get('/api/v1/articles?category=danh-gia')).json())).toEqual([
      'cung-luc-a',
      'danh-gia-tet',
      'danh-gia-khac',
    ])
    const tet = (await get(`/api/v1/articles?tag=${encodeURIComponent('Tết')}`)).json()
    expect(slugs(tet)).toEqual(['moi-nhat', 'cung-luc-b', 'danh-gia-tet', 'cu-nhat'])
    expect(tet.meta.total).toBe(4)
    expect(slugs((await get('/api/v1/articles?featured=true')).json())).toEqual([
      'moi-nhat',
      'danh-gia-tet',
    ])
    const combined = `/api/v1/articles?category=meo-mua-sam&tag=${encodeURIComponent('Giảm giá')}`
    expect(slugs((await get(combined)).json())).toEqual(['moi-nhat', 'cung-luc-b'])
    expect((await get('/api/v1/articles?category=chua-co-bai')).json()).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 12, total: 0, last_page: 1 },
    })
    expect((await get('/api/v1/articles?tag=khong-co')).json().data).toEqual([])
  })

  it('answers an unknown category with 404', async () => {
    const res = await get('/api/v1/articles?category=khong-ton-tai')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(newsMessages.categoryNotFound)
  })

  it.each([
    ['per_page=0', 'per_page', newsMessages.perPage],
    ['per_page=49', 'per_page', newsMessages.perPage],
    ['per_page=abc', 'per_page', newsMessages.perPage],
    ['page=0', 'page', catalogQueryMessages.page],
    ['page=1.5', 'page', catalogQueryMessages.page],
    ['category=Xe%20C%E1%BB%99!', 'category', newsMessages.category],
    ['category=', 'category', newsMessages.category],
    [`tag=${'a'.repeat(61)}`, 'tag', newsMessages.tag],
    ['tag=%20%20', 'tag', newsMessages.tag],
    ['featured=maybe', 'featured', catalogQueryMessages.boolean],
  ])('refuses %s with 422 and the field message', async (query, field, message) => {
    const res = await get(`/api/v1/articles?${query}`)
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ [field]: [message] })
  })
})

describe('GET /articles/:slug', () => {
  it('gives the article with body, tags, author and related articles', async () => {
    const res = await get('/api/v1/articles/moi-nhat')
    expect(res.statusCode).toBe(200)
    const article = res.json()
    expect(article).toMatchObject({
      slug: 'moi-nhat',
      title: 'Mới nhất',
      body: expect.stringContaining('<h2>Mở&nbsp;đầu</h2>'),
      tags: ['Tết', 'Giảm giá'],
      author: { name: 'Biên tập viên' },
      category: { name: 'Mẹo mua sắm', slug: 'meo-mua-sam' },
      reading_minutes: 3,
      is_featured: true,
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
    // Same category first (newest first), then sharing a tag; never itself, a draft or a scheduled one.
    expect(slugs({ data: article.related })).toEqual(['cung-luc-b', 'cu-nhat', 'danh-gia-tet'])
    expect(article.related[0]).not.toHaveProperty('body')
  })

  it('keeps related articles to four', async () => {
    const related = (await get('/api/v1/articles/cung-luc-b')).json().related
    expect(slugs({ data: related })).toEqual(['moi-nhat', 'cu-nhat', 'danh-gia-tet'])
    const many = (await get('/api/v1/articles/cu-nhat')).json().related
    expect(slugs({ data: many })).toEqual(['moi-nhat', 'cung-luc-b', 'danh-gia-tet'])
    const reviews = (await get('/api/v1/articles/danh-gia-tet')).json().related
    // Five candidates: both of its category, then the newest three sharing "Tết" but one.
    expect(slugs({ data: reviews })).toEqual([
      'cung-luc-a',
      'danh-gia-khac',
      'moi-nhat',
      'cung-luc-b',
    ])
  })

  it('says "no such article" for unknown, draft and scheduled articles', async () => {
    for (const slug of ['khong-co', 'ban-nhap', 'hen-gio']) {
      const res = await get(`/api/v1/articles/${slug}`)
      expect(res.statusCode, slug).toBe(404)
      expect(res.json()).toEqual({ message: newsMessages.articleNotFound })
    }
  })

  it('counts one view per visitor and window, without changing updated_at', async () => {
    const db = t.database.db
    const row = () =>
      db
        .select({ views: articles.view_count, updated: articles.updated_at })
        .from(articles)
        .where(eq(articles.id, news.id('danh-gia-khac')))
        .then((rows) => rows[0]!)
    const before = await row()
    await get('/api/v1/articles/danh-gia-khac', '203.0.113.7')
    await get('/api/v1/articles/danh-gia-khac', '203.0.113.7')
    await get('/api/v1/articles/danh-gia-khac', '203.0.113.8')
    const after = await row()
    expect(after.views).toBe(before.views + 2)
    expect(after.updated).toEqual(before.updated)
  })
})

describe('GET /article-categories', () => {
  it('lists every category by position with its published article count', async () => {
    const res = await get('/api/v1/article-categories')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      data: [
        {
          id: news.reviews.id,
          name: 'Đánh giá',
          slug: 'danh-gia',
          description: null,
          article_count: 3,
        },
        {
          id: news.tips.id,
          name: 'Mẹo mua sắm',
          slug: 'meo-mua-sam',
          description: 'Mẹo hay.',
          article_count: 3,
        },
        {
          id: news.empty.id,
          name: 'Chưa có bài',
          slug: 'chua-co-bai',
          description: null,
          article_count: 0,
        },
      ],
    })
  })
})

describe('read cache', () => {
  let cached: TestApp
  beforeAll(async () => {
    cached = await createTestApp({}, { CATALOG_CACHE_TTL_MS: '5000' })
    await seedNews(cached)
  })
  afterAll(() => cached?.close())

  it('keeps the lists and categories, not the article (each open counts a view)', async () => {
    const get = (url: string) => cached.app.inject({ method: 'GET', url })
    for (const url of ['/api/v1/articles?per_page=3', '/api/v1/article-categories']) {
      expect((await get(url)).headers['x-cache'], url).toBe('MISS')
      expect((await get(url)).headers['x-cache'], url).toBe('HIT')
    }
    const article = await get('/api/v1/articles/moi-nhat')
    expect(article.statusCode).toBe(200)
    expect(article.headers['x-cache']).toBeUndefined()
  })
})
