import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import {
  article_categories,
  articles,
  classified_ads,
  classified_topics,
  products,
  users,
} from '../../db/schema.ts'
import { sitemapRows } from '../../lib/sitemap-source.ts'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { createCategory, createProvince, createStore } from '../../test/catalog-factories.ts'
import { seedSmallShop, type SmallShop } from '../../test/small-shop.ts'
import { productSitemap } from '../catalog/index.ts'
import { escapeXml, urlsetXml } from './sitemap-xml.ts'

const SITE = 'https://phiencho.example.vn'
const PER_FILE = 3

let t: TestApp
let shop: SmallShop
let db: Db

async function seedContent(db: Db) {
  const [author] = await db
    .insert(users)
    .values({ name: 'Biên tập', email: 'bientap@example.vn', password_hash: 'x' })
    .returning()
  const [news] = await db
    .insert(article_categories)
    .values([
      { name: 'Khuyến mãi', slug: 'khuyen-mai' },
      { name: 'Chưa có bài', slug: 'chua-co-bai' },
    ])
    .returning()
  const day = 24 * 3600 * 1000
  const article = (slug: string, status: 'draft' | 'published', publishedIn: number | null) => ({
    category_id: news!.id,
    author_id: author!.id,
    title: slug,
    slug,
    body: '<p>…</p>',
    status,
    published_at: publishedIn === null ? null : new Date(Date.now() + publishedIn * day),
  })
  await db
    .insert(articles)
    .values([
      article('sale-cuoi-nam', 'published', -2),
      article('meo-mua-sam', 'published', -1),
      article('ban-nhap', 'draft', null),
      article('hen-gio', 'published', 3),
    ])
  await createProvince(db)
  const [topic, quiet] = await db
    .insert(classified_topics)
    .values([
      { name: 'Xe máy', slug: 'xe-may' },
      { name: 'Thú cưng', slug: 'thu-cung' },
    ])
    .returning()
  const ad = (
    slug: string,
    status: 'published' | 'pending',
    expiresIn: number,
    topicId: number,
  ) => ({
    user_id: author!.id,
    topic_id: topicId,
    title: slug,
    slug,
    body: '<p>…</p>',
    province_code: '01',
    contact_name: 'Anh Nam',
    contact_phone: '0912345678',
    status,
    expires_at: new Date(Date.now() + expiresIn * day),
  })
  await db
    .insert(classified_ads)
    .values([
      ad('ban-xe-wave', 'published', 10, topic!.id),
      ad('xe-het-han', 'published', -1, topic!.id),
      ad('cho-duyet', 'pending', 10, quiet!.id),
    ])
}

beforeAll(async () => {
  t = await createTestApp({ appUrl: SITE, sitemapUrlsPerFile: PER_FILE })
  db = t.database.db
  shop = await seedSmallShop(db)
  const hidden = await createCategory(db, { name: 'Ẩn', status: 'hidden' })
  await createCategory(db, { name: 'Con của mục ẩn', parent_id: hidden.id })
  await createStore(db, { name: 'Chờ duyệt', status: 'pending' })
  await createStore(db, { name: 'Đặc biệt', slug: 'a&b<c>' })
  await seedContent(db)
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!)

async function urlsOf(prefix: string): Promise<string[]> {
  const index = await get('/sitemap.xml')
  const files = locs(index.body).filter((loc) => loc.startsWith(`${SITE}/sitemaps/${prefix}-`))
  const urls: string[] = []
  for (const file of files) {
    const res = await get(file.slice(SITE.length))
    expect(res.statusCode, file).toBe(200)
    urls.push(...locs(res.body))
  }
  return urls
}

describe('GET /robots.txt', () => {
  it('allows the shop, keeps crawlers off private pages and points to the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    const lines = res.body.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of [
      '/my-account',
      '/cart',
      '/gio-hang',
      '/checkout',
      '/thanh-toan',
      '/api/',
      '/tim-kiem?',
      '/quan-tri',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})

describe('GET /sitemap.xml', () => {
  it('is an index of the static pages and of every kind of page, in files of at most N URLs', async () => {
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    const files = locs(res.body)
    expect(files[0]).toBe(`${SITE}/sitemaps/pages.xml`)
    const visible = await db.select({ id: products.id, status: products.status }).from(products)
    const productIds = visible.filter((p) => p.status === 'published').map((p) => p.id)
    // The small shop's published product of a suspended shop is not in any file either.
    const expectedFiles = new Set(
      productIds.map((id) => `${SITE}/sitemaps/products-${Math.ceil(id / PER_FILE)}.xml`),
    )
    const productFiles = files.filter((f) => f.includes('/products-'))
    expect(productFiles.length).toBeGreaterThan(1)
    for (const file of productFiles) expect(expectedFiles).toContain(file)
    for (const name of [
      'categories',
      'stores',
      'articles',
      'article-categories',
      'classifieds',
      'classified-topics',
    ]) {
      expect(files, name).toContain(`${SITE}/sitemaps/${name}-1.xml`)
    }
    // Every file but the static one says when it last changed.
    expect(res.body.match(/<lastmod>/g)).toHaveLength(files.length - 1)
  })

  it('lists the static pages', async () => {
    const res = await get('/sitemaps/pages.xml')
    expect(res.statusCode).toBe(200)
    expect(locs(res.body)).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/san-pham`,
        `${SITE}/cua-hang`,
        `${SITE}/tin-tuc`,
        `${SITE}/muc-rao-vat`,
      ]),
    )
    expect(res.body).not.toContain('/my-account')
  })

  it('lists each visible product once, with lastmod, and nothing hidden', async () => {
    const urls = await urlsOf('products')
    const expected = Object.values(shop.slugs)
    const rows = await db.select({ slug: products.slug, status: products.status }).from(products)
    const visible = urls.map((u) => u.replace(`${SITE}/san-pham/`, ''))
    expect(new Set(visible).size).toBe(visible.length)
    expect(visible).toHaveLength(5)
    for (const slug of visible) expect(expected).toContain(slug)
    for (const row of rows.filter((r) => r.status !== 'published')) {
      expect(visible).not.toContain(row.slug)
    }
    const file = await get(`/sitemaps/products-${Math.ceil(shop.phone.id / PER_FILE)}.xml`)
    expect(file.body).toMatch(
      new RegExp(
        `<url><loc>${SITE}/san-pham/${shop.phone.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`,
      ),
    )
    expect(locs(file.body).length).toBeLessThanOrEqual(PER_FILE)
  })

  it('lists reachable categories, active stores, published articles and live classifieds', async () => {
    const categories = await urlsOf('categories')
    expect(categories).toHaveLength(4)
    expect(categories.join()).not.toMatch(/\/an-|con-cua-muc-an/)
    const stores = await urlsOf('stores')
    expect(stores).toContain(`${SITE}/cua-hang/${shop.store.slug}`)
    // Slugs are URL-encoded, and the URL is XML-escaped (there is nothing left to escape here).
    expect(stores).toContain(`${SITE}/cua-hang/a%26b%3Cc%3E`)
    expect(stores.join()).not.toMatch(/cho-duyet|tam-dung/)
    expect(await urlsOf('articles')).toEqual([
      `${SITE}/tin-tuc/sale-cuoi-nam`,
      `${SITE}/tin-tuc/meo-mua-sam`,
    ])
    expect(await urlsOf('article-categories')).toEqual([`${SITE}/danh-muc-bai-viet/khuyen-mai`])
    expect(await urlsOf('classifieds')).toEqual([`${SITE}/tin-rao-vat/ban-xe-wave`])
    expect(await urlsOf('classified-topics')).toEqual([`${SITE}/chu-de-tin-rao-vat/xe-may`])
  })

  it('answers 404 for files that do not exist or are empty', async () => {
    for (const url of [
      '/sitemaps/products-999.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/products.xml',
      '/sitemaps/users-1.xml',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404)
    }
    // An escaped separator has no one spelling: refused before any route reads it.
    expect((await get('/sitemaps/..%2Fpackage.json')).statusCode).toBe(400)
  })
})

describe('sitemap building blocks', () => {
  it('reads a file in keyset batches', async () => {
    const batches: number[][] = []
    for await (const rows of sitemapRows(db, productSitemap, 1, 1000, 2)) {
      batches.push(rows.map((r) => r.id))
    }
    expect(batches.length).toBe(3)
    expect(batches.flat()).toEqual([...batches.flat()].sort((a, b) => a - b))
    expect(batches.flat()).toHaveLength(5)
  })

  it('escapes XML', () => {
    expect(escapeXml(`a&b<c>"d'\u0001`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;')
    expect(
      urlsetXml([{ loc: 'https://x.vn/?a=1&b=<2>', lastmod: new Date(Date.UTC(2026, 10, 2)) }]),
    ).toContain(
      '<url><loc>https://x.vn/?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-11-02T00:00:00.000Z</lastmod></url>',
    )
  })
})
