import { devices } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { firstSlug, visit } from '../support/pages.ts'

for (const path of ['/login', '/register', '/']) {
  test(`${path} has no serious or critical axe violations`, async ({ page, axe }) => {
    await visit(page, path)
    await axe(page)
  })
}

// Catalogue part 2: stores, brands, seller partners and search (with results, none, and empty).
for (const path of [
  '/cua-hang',
  '/cua-hang/di-dong-sai-gon',
  '/thuong-hieu-noi-tieng',
  '/doi-tac-ban-hang',
  '/tim-kiem?q=dien thoai',
  '/tim-kiem?q=xyzqw',
  '/tim-kiem',
]) {
  test(`${path} has no serious or critical axe violations`, async ({ page, axe }) => {
    await visit(page, path)
    await axe(page)
  })
}

// Catalogue part 1: product list, category, product page and the wish list.
for (const path of [
  '/san-pham',
  '/san-pham?on_sale=true&sort=price_asc',
  '/danh-muc-san-pham/thoi-trang-nam',
]) {
  test(`${path} has no serious or critical axe violations`, async ({ page, axe }) => {
    await visit(page, path)
    await axe(page)
  })
}

test('a product page has no serious or critical axe violations', async ({ page, request, axe }) => {
  await visit(
    page,
    `/san-pham/${await firstSlug(request, '/api/v1/products?per_page=1&on_sale=true')}`,
  )
  await axe(page)
})

test('the wish list has no serious or critical axe violations, empty or not', async ({
  page,
  request,
  createUser,
  setSessionToken,
  axe,
}) => {
  const user = await createUser()
  await setSessionToken(page.context(), user.token)
  await visit(page, '/my-account/product-wish-list')
  await expect(page.getByText('Danh sách yêu thích đang trống')).toBeVisible()
  await axe(page)

  const { data } = (await (await request.get('/api/v1/products?per_page=2')).json()) as {
    data: { id: number }[]
  }
  for (const { id } of data) {
    const added = await request.post('/api/v1/wishlist', {
      data: { product_id: id },
      headers: { authorization: `Bearer ${user.token}` },
    })
    expect(added.status()).toBe(201)
  }
  await visit(page, '/my-account/product-wish-list')
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
  await axe(page)
})

test('the open search suggestions have no serious or critical axe violations', async ({
  page,
  axe,
}) => {
  await visit(page, '/cua-hang')
  const box = page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm, cửa hàng, thương hiệu' })
  await box.pressSequentially('dien thoai')
  await expect(page.getByRole('listbox', { name: 'Gợi ý tìm kiếm' })).toBeVisible()
  await box.press('ArrowDown')
  await axe(page)
})

const phone = (width: number, height: number) => ({
  viewport: { width, height },
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
})

test.describe('on a phone', () => {
  test.use(phone(390, 844))

  test('/san-pham fits the screen and opens its filters in a disclosure', async ({
    page,
    axe,
  }, testInfo) => {
    await visit(page, '/san-pham')
    const filters = page.getByRole('form', { name: 'Lọc sản phẩm' })
    await expect(filters).toBeHidden()
    await page.locator('summary', { hasText: 'Bộ lọc' }).click()
    await expect(filters).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await axe(page)
    await page.screenshot({ path: testInfo.outputPath('products-phone-390x844.png') })
  })

  test('/login fits the screen', async ({ page }, testInfo) => {
    await visit(page, '/login')
    await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible()
    await expect(page.getByRole('main').getByRole('button', { name: 'Đăng nhập' })).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: testInfo.outputPath('login-phone-390x844.png'), fullPage: true })
  })
})

test.describe('on the narrowest common phone', () => {
  test.use(phone(360, 800))

  // Blocks below the fold are laid out only when near the viewport (content-visibility): the home
  // page once took a stand-in size for their width too, and scrolled sideways by 136 px.
  test('the public pages fit 360 px without scrolling sideways', async ({ page, request }) => {
    const first = (api: string) => firstSlug(request, api)
    const paths = [
      '/',
      '/san-pham',
      `/san-pham/${await first('/api/v1/products?per_page=1&on_sale=true')}`,
      '/danh-muc-san-pham/thoi-trang-nam',
      '/tim-kiem?q=dien thoai',
      '/cua-hang',
      '/cua-hang/di-dong-sai-gon',
      '/thuong-hieu-noi-tieng',
      '/doi-tac-ban-hang',
      '/tin-tuc',
      `/tin-tuc/${await first('/api/v1/articles?per_page=1')}`,
      '/muc-rao-vat',
      '/gio-hang',
      '/login',
    ]
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth)
    const wide: string[] = []
    for (const path of paths) {
      await visit(page, path)
      const onArrival = await scrollWidth()
      if (onArrival > 360) wide.push(`${path}: ${onArrival} px`)
      // and with every deferred block rendered, as a visitor who scrolls to the footer sees them
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const scrolled = await scrollWidth()
      if (scrolled > 360) wide.push(`${path}, scrolled down: ${scrolled} px`)
    }
    expect(wide).toEqual([])
  })
})

test('/ on a desktop shows the header, its sections and the footer', async ({ page }, testInfo) => {
  await visit(page, '/')
  const sections = page.getByRole('navigation', { name: 'Danh mục chính' })
  await expect(sections).toBeVisible()
  for (const label of ['Sản phẩm', 'Cửa hàng', 'Thương hiệu', 'Tin tức', 'Rao vặt']) {
    await expect(sections.getByRole('link', { name: label })).toBeVisible()
  }
  await expect(page.getByRole('contentinfo')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
  await page.screenshot({ path: testInfo.outputPath('home-desktop-1280x800.png'), fullPage: true })
})
