import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'

interface ArticleSummary {
  slug: string
  title: string
  published_at: string
  category: { name: string; slug: string }
}

interface ArticleDetail extends ArticleSummary {
  body: string
  tags: string[]
  author: { name: string } | null
  reading_minutes: number
}

/** `22/11/2026` on Vietnam time, as the pages print dates. */
const vietnamDate = (iso: string) =>
  new Date(new Date(iso).getTime() + 7 * 3_600_000)
    .toISOString()
    .replace(/^(\d+)-(\d+)-(\d+).*/, '$3/$2/$1')

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return (await response.json()) as T
}

const latestList = (page: Page) => page.getByRole('region', { name: 'Tin mới nhất' })
const listTitles = (page: Page, region: string) =>
  page.getByRole('region', { name: region }).getByRole('heading', { level: 3 })

test('the news list leads to a category, then to an article', async ({ page, request }) => {
  const featured = await apiJson<{ data: ArticleSummary[] }>(
    request,
    '/api/v1/articles?featured=true&per_page=1',
  )
  const lead = featured.data[0]!

  await visit(page, '/tin-tuc')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tin tức')
  await expect(page).toHaveTitle(/^Tin tức \| /)

  // The newest featured article leads the page, and is not repeated in the list below it.
  const leadStory = page.getByRole('article', { name: lead.title })
  await expect(leadStory).toBeVisible()
  await expect(leadStory.locator('img')).toHaveAttribute('loading', 'eager')
  await expect(latestList(page).getByRole('link', { name: lead.title })).toHaveCount(0)
  await expect(latestList(page).getByRole('heading', { level: 3 })).toHaveCount(11)
  await expect(
    latestList(page)
      .getByText(/^\d{2}\/\d{2}\/\d{4}$/)
      .first(),
  ).toBeVisible()

  const nav = page.getByRole('navigation', { name: 'Chuyên mục tin tức' })
  await expect(nav.getByRole('link', { name: /^Tất cả/ })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Công nghệ (7 bài viết)' }).click()

  await expect(page).toHaveURL('/danh-muc-bai-viet/cong-nghe')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Công nghệ')
  await expect(page).toHaveTitle(/^Công nghệ \| /)
  const breadcrumb = page.getByRole('navigation', { name: 'Đường dẫn' })
  await expect(breadcrumb.getByRole('link', { name: 'Tin tức' })).toHaveAttribute(
    'href',
    '/tin-tuc',
  )
  await expect(breadcrumb.getByText('Công nghệ')).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: /^Công nghệ/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const titles = listTitles(page, 'Bài viết mới nhất')
  await expect(titles).toHaveCount(7)

  const title = (await titles.first().textContent())!.trim()
  await titles.first().getByRole('link').click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const slug = new URL(page.url()).pathname.replace('/tin-tuc/', '')
  const article = await apiJson<ArticleDetail>(request, `/api/v1/articles/${slug}`)
  expect(article.title).toBe(title)
  expect(article.category.slug).toBe('cong-nghe')

  await expect(page).toHaveTitle(`${title} | Phiên Chợ`)
  const main = page.getByRole('main')
  const story = main.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) })
  await expect(breadcrumb.getByRole('link', { name: 'Công nghệ' })).toHaveAttribute(
    'href',
    '/danh-muc-bai-viet/cong-nghe',
  )
  await expect(breadcrumb.getByText(title)).toHaveAttribute('aria-current', 'page')
  const date = story.locator('header time')
  await expect(date).toContainText(vietnamDate(article.published_at))
  await expect(date).toHaveAttribute('datetime', article.published_at)
  await expect(story.getByText(`${article.reading_minutes} phút đọc`)).toBeVisible()
  if (article.author) await expect(story.getByText(article.author.name)).toBeVisible()
  // The body as the API sent it: its section headings are on the page.
  const bodyHeadings = [...article.body.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]!)
  expect(bodyHeadings.length).toBeGreaterThan(0)
  for (const heading of bodyHeadings)
    await expect(story.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  const tags = story.getByRole('navigation', { name: 'Thẻ bài viết' })
  for (const tag of article.tags) await expect(tags.getByRole('link', { name: tag })).toBeVisible()

  const cover = story.locator('img').first()
  await expect(cover).toHaveAttribute('loading', 'eager')
  await expect(cover).toHaveAttribute('width', /\d+/)
  await expect(cover).toHaveAttribute('srcset', /w640/)

  // Link previews and search engines.
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  )
  const news = ld.find((data) => data['@type'] === 'NewsArticle') as Record<string, unknown>
  expect(news).toMatchObject({
    headline: title,
    datePublished: article.published_at,
    publisher: { '@type': 'Organization', name: 'Phiên Chợ' },
  })
  expect((news.image as string[])[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//)
  expect(ld.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
    'content',
    article.published_at,
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/tin-tuc/${slug}$`),
  )

  // A tag leads to the list of the articles carrying it.
  const tag = article.tags[0]!
  await tags.getByRole('link', { name: tag }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bài viết về “${tag}”`)
  await expect(
    page.getByRole('region', { name: 'Bài viết', exact: true }).getByRole('link', { name: title }),
  ).toBeVisible()
})

test('an article offers Facebook, Zalo and a copy of its link', async ({
  page,
  context,
  request,
  axe,
}) => {
  const { data } = await apiJson<{ data: ArticleSummary[] }>(request, '/api/v1/articles?per_page=1')
  const path = `/tin-tuc/${data[0]!.slug}`
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await visit(page, path)
  const address = new URL(path, page.url()).href

  const share = page.getByRole('region', { name: 'Chia sẻ bài viết' })
  await expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`,
  )
  await expect(share.getByRole('link', { name: /Zalo/ })).toHaveAttribute(
    'href',
    `https://zalo.me/share?url=${encodeURIComponent(address)}`,
  )

  await share.getByRole('button', { name: 'Sao chép liên kết' }).click()
  await expect(share.getByRole('status')).toHaveText(/Đã sao chép/)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

  await axe(page)
})

test('the list pages with ?page=, a bad page being the first', async ({ page, request }) => {
  const featured = await apiJson<{ data: ArticleSummary[] }>(
    request,
    '/api/v1/articles?featured=true&per_page=1',
  )
  const leadStory = page.getByRole('article', { name: featured.data[0]!.title })
  await visit(page, '/tin-tuc')
  await expect(leadStory).toBeVisible()
  const firstOnPage1 = await latestList(page)
    .getByRole('heading', { level: 3 })
    .first()
    .textContent()

  await page
    .getByRole('navigation', { name: 'Phân trang' })
    .getByRole('link', { name: 'Trang 2' })
    .click()
  await expect(page).toHaveURL('/tin-tuc?page=2')
  await expect(page).toHaveTitle(/^Tin tức – Trang 2 \| /)
  // Only the first page opens with the lead story.
  await expect(leadStory).toHaveCount(0)
  await expect(latestList(page).getByRole('heading', { level: 3 })).toHaveCount(12)
  await expect(latestList(page).getByRole('heading', { level: 3 }).first()).not.toHaveText(
    firstOnPage1!,
  )
  await expect(page.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tin-tuc\?page=2$/)

  const response = await visit(page, '/tin-tuc?page=abc')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('link', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tin-tuc$/)
})

test('an unknown article or news category is the 404 page with a 404 status', async ({ page }) => {
  const article = await visit(page, '/tin-tuc/bai-viet-khong-ton-tai')
  expect(article?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy bài viết.')
  await expect(page.getByRole('main')).toContainText('404')
  await expect(page).toHaveTitle(/^404/)

  const category = await visit(page, '/danh-muc-bai-viet/khong-ton-tai')
  expect(category?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy chuyên mục.')
})
