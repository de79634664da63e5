import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { submitLoginForm, visit } from '../support/pages.ts'

interface ProductSummary {
  id: number
  slug: string
  name: string
  rating: { average: number; count: number } | null
}

/** A best seller in stock; `rated`: one with published reviews (true) or without any (false). */
async function someProduct(request: APIRequestContext, rated = false): Promise<ProductSummary> {
  const response = await request.get('/api/v1/products?per_page=60&in_stock=true&sort=best_selling')
  expect(response.ok()).toBe(true)
  const { data } = (await response.json()) as { data: ProductSummary[] }
  const product = data.find((card) => (card.rating !== null) === rated)
  expect(product, rated ? 'a product with reviews' : 'a product without reviews').toBeDefined()
  return product!
}

const results = (page: Page) => page.getByRole('region', { name: 'Kết quả' })
const filterForm = (page: Page) => page.getByRole('form', { name: 'Lọc sản phẩm' })

/** The prices the cards show, in đồng (the sale price when there is one). */
async function cardPrices(page: Page): Promise<number[]> {
  // The first figure of each card's price line (the struck-through original comes after it).
  // Text content, not inner text: a card far below the fold is not laid out (content-visibility),
  // and inner text is computed from layout.
  const texts = await results(page)
    .locator('article p > span:first-child', { hasText: '₫' })
    .allTextContents()
  return texts.map((text) => Number(text.replace(/\D/g, '')))
}

test('a customer browses home → category → filter and sort → product → wish list', async ({
  page,
  createUser,
  setSessionToken,
}) => {
  // Eight pages in one journey; on the two shared cores it can pass the default 30 s.
  test.setTimeout(120_000)
  const user = await createUser()
  await setSessionToken(page.context(), user.token)

  await visit(page, '/')
  await page
    .getByRole('region', { name: 'Khám phá danh mục' })
    .getByRole('link', { name: 'Thời trang nam' })
    .click()
  await expect(page).toHaveURL('/danh-muc-san-pham/thoi-trang-nam')
  await expect(page.getByRole('heading', { name: 'Thời trang nam', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Danh mục con của Thời trang nam' }),
  ).toBeVisible()

  // The brands offered are those this category sells: fashion ones, no phone or shoe makers.
  await expect(filterForm(page).getByRole('checkbox', { name: 'Coolmate' })).toBeVisible()
  await expect(filterForm(page).getByRole('checkbox', { name: 'Samsung' })).toHaveCount(0)
  await expect(filterForm(page).getByRole('checkbox', { name: "Biti's" })).toHaveCount(0)

  await filterForm(page).getByRole('checkbox', { name: 'Còn hàng' }).check()
  await filterForm(page).getByRole('button', { name: 'Áp dụng' }).click()
  await expect(page).toHaveURL('/danh-muc-san-pham/thoi-trang-nam?in_stock=true')

  const sorts = page.getByRole('navigation', { name: 'Sắp xếp' })
  await sorts.getByRole('link', { name: 'Giá thấp đến cao' }).click()
  await expect(page).toHaveURL('/danh-muc-san-pham/thoi-trang-nam?in_stock=true&sort=price_asc')
  await expect(sorts.getByRole('link', { name: 'Giá thấp đến cao' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  const prices = await cardPrices(page)
  expect(prices.length).toBeGreaterThan(1)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))

  // The address is the state: back returns to the unsorted list, with the filter still ticked.
  await page.goBack()
  await expect(page).toHaveURL('/danh-muc-san-pham/thoi-trang-nam?in_stock=true')
  await expect(sorts.getByRole('link', { name: 'Mới nhất' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(filterForm(page).getByRole('checkbox', { name: 'Còn hàng' })).toBeChecked()

  const firstCard = results(page).getByRole('article').first()
  const productName = (await firstCard.getByRole('heading').innerText()).trim()
  // In the browser, the product page asks the API once: the product with its related products.
  const productCalls: string[] = []
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url())
    if (pathname.startsWith('/api/v1/products/')) productCalls.push(pathname + search)
  })
  await firstCard.getByRole('link').click()
  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Sản phẩm tương tự' }).getByRole('article').first(),
  ).toBeVisible()
  // The product is one request; its reviews, below the fold, come in their own (the first page,
  // and the signed-in customer's "hữu ích" votes).
  expect(productCalls.filter((call) => !call.includes('/reviews'))).toEqual([
    expect.stringMatching(/^\/api\/v1\/products\/[^/]+\?include=related$/),
  ])
  await expect
    .poll(() => productCalls.filter((call) => call.includes('/reviews')).sort())
    .toEqual([
      expect.stringMatching(/\/reviews\/my-votes$/),
      expect.stringMatching(/\/reviews\?page=1&sort=newest$/),
    ])

  const heart = page.getByRole('button', { name: 'Yêu thích' })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  const added = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/wishlist') && response.request().method() === 'POST',
  )
  await heart.click()
  expect((await added).status()).toBe(201)
  await expect(page.getByRole('button', { name: 'Đã yêu thích' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await visit(page, '/my-account/product-wish-list')
  await expect(page.getByRole('heading', { name: 'Sản phẩm yêu thích', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Tài khoản của tôi' }).getByRole('link', {
      name: 'Sản phẩm yêu thích',
    }),
  ).toHaveAttribute('aria-current', 'page')
  const saved = page.getByRole('main').getByRole('article').filter({ hasText: productName })
  await expect(saved).toBeVisible()

  await saved.getByRole('button', { name: `Bỏ yêu thích: ${productName}` }).click()
  await expect(page.getByText('Danh sách yêu thích đang trống')).toBeVisible()
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0)
})

test('the brands offered follow the chosen category, and a chosen one it lacks can be unticked', async ({
  page,
}) => {
  await visit(page, '/san-pham')
  const form = filterForm(page)
  await form.getByRole('checkbox', { name: "Biti's" }).check()
  await form.getByLabel('Danh mục').selectOption({ label: '\u00a0\u00a0\u00a0Bàn phím & Chuột' })
  await form.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(page).toHaveURL('/san-pham?category=ban-phim-chuot&brand=bitis')

  // No keyboards by Biti's: the box stays, ticked, beside the brands that do sell keyboards.
  await expect(results(page).getByRole('article')).toHaveCount(0)
  await expect(form.getByRole('checkbox', { name: "Biti's" })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: 'Apple' })).not.toBeChecked()
  await expect(form.getByRole('checkbox', { name: 'Coolmate' })).toHaveCount(0)

  await form.getByRole('checkbox', { name: "Biti's" }).uncheck()
  await form.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(page).toHaveURL('/san-pham?category=ban-phim-chuot')
  await expect(results(page).getByRole('article').first()).toBeVisible()
  await expect(form.getByRole('checkbox', { name: "Biti's" })).toHaveCount(0)
})

test('an anonymous heart goes to the login page and comes back to the product', async ({
  page,
  request,
  createUser,
}) => {
  const product = await someProduct(request)
  const user = await createUser()

  await visit(page, `/san-pham/${product.slug}`)
  await page.getByRole('link', { name: 'Yêu thích (cần đăng nhập)' }).click()
  await expect(page).toHaveURL(`/login?redirect=/san-pham/${product.slug}`)

  await submitLoginForm(page, user)
  await expect(page).toHaveURL(`/san-pham/${product.slug}`)
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Yêu thích' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
})

test('an unknown product or category answers 404 with the not-found page', async ({ page }) => {
  for (const path of ['/san-pham/khong-co-san-pham-nay', '/danh-muc-san-pham/khong-co-danh-muc']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Không tìm thấy/)
    await expect(page.getByRole('main').getByText(path)).toBeVisible()
  }
})

test('a product page carries Product JSON-LD with an offer in VND and no rating', async ({
  page,
  request,
}) => {
  const product = await someProduct(request)
  // Read once the page has hydrated: crawlers that run the scripts must still find it.
  await visit(page, `/san-pham/${product.slug}`)

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const objects = scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
  const ld = objects.find((data) => data['@type'] === 'Product') as {
    name: string
    offers: { priceCurrency: string; price: number; availability: string }
  }
  expect(ld.name).toBe(product.name)
  expect(ld.offers.priceCurrency).toBe('VND')
  expect(ld.offers.price).toBeGreaterThan(0)
  expect(ld.offers.availability).toBe('https://schema.org/InStock')
  expect(objects.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true)
  // It has no published review, so neither the page nor its data claims a rating (ADR 050).
  expect(ld).not.toHaveProperty('aggregateRating')
  expect(ld).not.toHaveProperty('review')
  await expect(page.getByRole('main').getByText(/\d đánh giá\)/)).toHaveCount(0)

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/san-pham/${product.slug}$`),
  )
  await expect(page).toHaveTitle(
    new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `),
  )
})

test("a reviewed product's JSON-LD rates it as its published reviews do", async ({
  page,
  request,
}) => {
  const product = await someProduct(request, true)
  await visit(page, `/san-pham/${product.slug}`)
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const ld = scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product') as {
    aggregateRating: { ratingValue: number; reviewCount: number }
    review: unknown[]
  }
  expect(ld.aggregateRating.reviewCount).toBe(product.rating!.count)
  expect(ld.aggregateRating.ratingValue).toBeCloseTo(product.rating!.average, 1)
  expect(ld.review.length).toBe(Math.min(product.rating!.count, 5))
  await expect(
    page.getByRole('link', { name: new RegExp(`\\(${product.rating!.count} đánh giá\\)`) }),
  ).toBeVisible()
})

test('product pictures offer their resized copies, the card ones lazily', async ({
  page,
  request,
}) => {
  const product = await someProduct(request)
  await visit(page, `/san-pham/${product.slug}`)
  const main = page.getByRole('main')
  const photo = main.getByRole('img', { name: product.name }).first()
  await expect(photo).toHaveAttribute('srcset', /\/media\/w320\/\S+ 320w, \S+ 640w/)
  await expect(photo).toHaveAttribute('width', /^\d+$/)
  // A related product's card: the 160-pixel copy first, loaded only when scrolled near.
  const related = page.getByRole('region', { name: 'Sản phẩm tương tự' })
  const card = related.locator('article img').first()
  await expect(card).toHaveAttribute('srcset', /^\/media\/w160\/\S+ 160w/)
  await expect(card).toHaveAttribute('loading', 'lazy')
  // The browser took a copy the server makes, not a broken address.
  await card.scrollIntoViewIfNeeded()
  await expect
    .poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  expect(await card.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\//)
})

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('the product list renders and its filter form works', async ({ page }) => {
    const response = await page.goto('/san-pham')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Tất cả sản phẩm', level: 1 })).toBeVisible()
    await expect(results(page).getByRole('article')).toHaveCount(24)

    const pages = page.getByRole('navigation', { name: 'Phân trang' })
    await pages.getByRole('link', { name: 'Trang 2' }).click()
    await expect(page).toHaveURL('/san-pham?page=2')
    await expect(pages.getByRole('link', { name: 'Trang 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await filterForm(page).getByRole('checkbox', { name: 'Đang giảm giá' }).check()
    await filterForm(page).getByRole('textbox', { name: 'Giá đến' }).fill('500.000')
    await filterForm(page).getByRole('button', { name: 'Áp dụng' }).click()

    await expect(page).toHaveURL(/[?&]on_sale=true/)
    await expect(page).toHaveURL(/[?&]price_max=500\.000/)
    await expect(filterForm(page).getByRole('checkbox', { name: 'Đang giảm giá' })).toBeChecked()
    await expect(filterForm(page).getByRole('textbox', { name: 'Giá đến' })).toHaveValue('500000')
    const cards = results(page).getByRole('article')
    expect(await cards.count()).toBeGreaterThan(0)
    for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(500_000)
    // Every card on this list is on sale: it shows a struck-through original price.
    for (const card of await cards.all()) await expect(card.locator('del')).toHaveCount(1)
  })
})
