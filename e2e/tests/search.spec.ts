import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { siteHeader, visit } from '../support/pages.ts'

const searchBox = (page: Page) =>
  siteHeader(page).getByRole('combobox', { name: 'Tìm kiếm sản phẩm, cửa hàng, thương hiệu' })

/** The product results: the section named by its count ("28 sản phẩm"). */
const productResults = (page: Page) => page.getByRole('region', { name: /\d sản phẩm$/ })

async function productNames(results: Locator): Promise<string[]> {
  const names = results.getByRole('heading', { level: 3 })
  await expect(names.first()).toBeVisible()
  return names.allTextContents()
}

test('"dien thoai" and "điện thoại" find the same products', async ({ page }) => {
  await visit(page, '/')
  await searchBox(page).fill('dien thoai')
  await searchBox(page).press('Enter')
  await expect(page).toHaveURL('/tim-kiem?q=dien+thoai')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Kết quả tìm kiếm cho “dien thoai”',
  )
  const plain = productResults(page)
  const plainCount = await plain.getByRole('heading', { level: 2 }).textContent()
  const plainNames = await productNames(plain)
  expect(plainNames[0]).toMatch(/^Điện thoại /)

  await visit(page, `/tim-kiem?q=${encodeURIComponent('điện thoại')}`)
  await expect(searchBox(page)).toHaveValue('điện thoại')
  const marked = productResults(page)
  await expect(marked.getByRole('heading', { level: 2 })).toHaveText(plainCount!)
  expect(await productNames(marked)).toEqual(plainNames)
})

test('a one-letter typo still finds the products', async ({ page }) => {
  await visit(page, '/tim-kiem?q=iphome')
  const names = await productNames(productResults(page))
  expect(names.length).toBeGreaterThan(0)
  for (const name of names) expect(name).toContain('iPhone')
})

test('a control character edited into the address is read as a space', async ({ page }) => {
  // The API refuses U+0000 (PostgreSQL text cannot hold it); the page reads it as a space.
  await visit(page, '/tim-kiem?q=dien%00thoai')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Kết quả tìm kiếm cho “dien thoai”',
  )
  await expect(searchBox(page)).toHaveValue('dien thoai')
  expect((await productNames(productResults(page)))[0]).toMatch(/^Điện thoại /)
  await expect(page.getByText('Không tải được kết quả tìm kiếm.')).toHaveCount(0)
})

test('suggestions appear while typing and are chosen with the keyboard', async ({ page }) => {
  await visit(page, '/cua-hang')
  const box = searchBox(page)
  const listbox = page.getByRole('listbox', { name: 'Gợi ý tìm kiếm' })
  await expect(box).toHaveAttribute('aria-expanded', 'false')

  await box.pressSequentially('dien thoai', { delay: 30 })
  await expect(listbox).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!)
  const categories = listbox.getByRole('group', { name: 'Danh mục' }).getByRole('option')
  const products = listbox.getByRole('group', { name: 'Sản phẩm' }).getByRole('option')
  await expect(categories.first()).toHaveText(/^Điện thoại/)
  await expect(products.first()).toContainText('Điện thoại')

  // Down to the first option and back up to the text field; Escape closes the list.
  await box.press('ArrowDown')
  const first = categories.first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  await box.press('ArrowUp')
  await expect(box).not.toHaveAttribute('aria-activedescendant')
  await box.press('Escape')
  await expect(listbox).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(box).toHaveValue('dien thoai')

  // The arrows reopen it; Enter on a category goes to that category.
  await box.press('ArrowDown')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  const categoryName = (await first.textContent())!
  await box.press('Enter')
  await expect(page).toHaveURL(/\/danh-muc-san-pham\/dien-thoai-may-tinh-bang$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName)

  // Enter on a product goes to the product.
  await box.fill('')
  await box.pressSequentially('iphone', { delay: 30 })
  await expect(products.first()).toContainText('iPhone')
  const categoryCount = await categories.count()
  for (let step = 0; step <= categoryCount; step++) await box.press('ArrowDown')
  await expect(products.first()).toHaveAttribute('aria-selected', 'true')
  const productId = (await products.first().getAttribute('id'))!
  await expect(box).toHaveAttribute('aria-activedescendant', productId)
  const optionText = (await products.first().textContent())!
  await box.press('Enter')
  await expect(page).toHaveURL(/\/san-pham\/[a-z0-9-]+$/)
  const productHeading = page.getByRole('heading', { level: 1 })
  await expect(productHeading).toContainText('iPhone')
  expect(optionText).toContain(await productHeading.textContent())

  // ArrowUp from the field reaches "see all results", which is the search page.
  await box.fill('')
  await box.pressSequentially('noi com', { delay: 30 })
  await expect(products.first()).toContainText('Nồi cơm')
  await box.press('ArrowUp')
  await expect(listbox.getByRole('option', { selected: true })).toContainText(
    'Xem tất cả kết quả cho “noi com”',
  )
  await box.press('Enter')
  await expect(page).toHaveURL('/tim-kiem?q=noi+com')
})

test('a search without results says so and offers categories and best sellers', async ({
  page,
}) => {
  await visit(page, '/tim-kiem?q=xyzqw')
  await expect(
    page.getByRole('heading', { name: 'Không tìm thấy kết quả nào cho “xyzqw”' }),
  ).toBeVisible()
  await expect(page.getByText('Kiểm tra lại chính tả')).toBeVisible()
  const categories = page.getByRole('region', { name: 'Danh mục nổi bật' })
  await expect(categories.getByRole('link', { name: 'Giày dép' })).toBeVisible()
  const popular = page.getByRole('region', { name: 'Sản phẩm bán chạy' })
  await expect(popular.getByRole('heading', { level: 3 }).first()).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow')

  // An empty search starts from the same suggestions.
  await visit(page, '/tim-kiem')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tìm kiếm')
  await expect(page.getByRole('region', { name: 'Danh mục nổi bật' })).toBeVisible()
})

test('stores and brands matching the text have their own tabs', async ({ page }) => {
  await visit(page, '/tim-kiem?q=sai gon')
  const tabs = page.getByRole('navigation', { name: 'Loại kết quả' })
  await tabs.getByRole('link', { name: /^Cửa hàng/ }).click()
  await expect(page).toHaveURL('/tim-kiem?q=sai+gon&type=stores')
  await expect(tabs.getByRole('link', { name: /^Cửa hàng/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'Di Động Sài Gòn' })).toBeVisible()

  await visit(page, '/tim-kiem?q=samsung&type=brands')
  await page.getByRole('main').getByRole('link', { name: 'Samsung', exact: true }).click()
  await expect(page).toHaveURL('/san-pham?brand=samsung')
})

test('the brand and shop filters offer what the search found, with their counts', async ({
  page,
}) => {
  await visit(page, '/tim-kiem?q=noi com dien')
  const filters = page.getByRole('form', { name: 'Lọc sản phẩm' })
  const brands = filters.getByRole('group', { name: 'Thương hiệu' }).getByRole('checkbox')
  // Rice cookers come from Sunhouse and Xiaomi; no shoe or phone brand is offered.
  const names = await brands.evaluateAll((boxes) =>
    boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ''),
  )
  expect(names.map((name) => name.replace(/ \d.*$/, ''))).toEqual(['Sunhouse', 'Xiaomi'])
  const xiaomi = filters.getByRole('checkbox', { name: /^Xiaomi \d+ sản phẩm$/ })
  const count = Number(names[1]!.replace(/\D/g, ''))
  expect(count).toBeGreaterThan(0)

  await xiaomi.check()
  await filters.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(page).toHaveURL('/tim-kiem?q=noi+com+dien&brand=xiaomi')
  const results = productResults(page)
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(`${count} sản phẩm`)
  for (const name of await productNames(results)) expect(name).toContain('Xiaomi')
  await expect(filters.getByRole('checkbox', { name: /^Xiaomi/ })).toBeChecked()
  // Each shop is offered with how many of the matches it sells.
  const shops = filters.getByRole('combobox', { name: 'Cửa hàng' }).locator('option')
  await expect(shops.first()).toHaveText('Tất cả cửa hàng')
  const offered = (await shops.allTextContents()).slice(1)
  expect(offered.length).toBeGreaterThan(0)
  for (const shop of offered) expect(shop).toMatch(/ \(\d+\)$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header search, filters, sort and pages work as plain links and forms', async ({
    page,
  }) => {
    await page.goto('/')
    await searchBox(page).fill('dien thoai')
    await searchBox(page).press('Enter')
    await expect(page).toHaveURL('/tim-kiem?q=dien+thoai')
    const count = productResults(page).getByRole('heading', { level: 2 })
    const total = Number((await count.textContent())!.replace(/\D/g, ''))
    expect(total).toBeGreaterThan(1)

    const filters = page.getByRole('form', { name: 'Lọc sản phẩm' })
    await filters.getByRole('checkbox', { name: 'Đang giảm giá' }).check()
    await filters.getByRole('button', { name: 'Áp dụng' }).click()
    await expect(page).toHaveURL(/[?&]on_sale=true/)
    await expect(page).toHaveURL(/[?&]q=dien\+thoai/)
    const onSale = Number((await count.textContent())!.replace(/\D/g, ''))
    expect(onSale).toBeGreaterThan(0)
    expect(onSale).toBeLessThan(total)
    await expect(filters.getByRole('checkbox', { name: 'Đang giảm giá' })).toBeChecked()

    await page
      .getByRole('navigation', { name: 'Sắp xếp' })
      .getByRole('link', { name: 'Giá thấp đến cao' })
      .click()
    await expect(page).toHaveURL(/sort=price_asc/)
    await expect(page).toHaveURL(/on_sale=true/)

    await page.goto('/tim-kiem?q=dien thoai')
    await page
      .getByRole('navigation', { name: 'Phân trang' })
      .getByRole('link', { name: 'Trang 2' })
      .click()
    await expect(page).toHaveURL('/tim-kiem?q=dien+thoai&page=2')
    await expect(productResults(page).getByRole('heading', { level: 3 }).first()).toBeVisible()
  })
})
