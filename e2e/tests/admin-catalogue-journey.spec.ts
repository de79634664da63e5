import type { APIRequestContext, Page } from '@playwright/test'

import { DEMO_STAFF, giveStaffSession } from '../support/admin.ts'
import { expect, test } from '../support/fixtures.ts'
import { visit, waitForHydration } from '../support/pages.ts'
import { fillCheckout, vnd } from '../support/shop.ts'

// A catalogue clerk runs a product from the back office alone: creates it with two option types
// (six variants), pictures and a flash sale from now to an hour ahead, receives stock; the shop
// shows it on its category page, in a search typed without marks and in the sitemap; a shopper
// buys a variant at the sale price; once the sale has ended the regular price shows; the stock
// ledger holds the receipt and the sale.

const CLERK = DEMO_STAFF.find((staff) => staff.email === 'sanpham@phiencho.vn')!
const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
// A second picture of other bytes: the same bytes uploaded twice by one person are one stored file.
const RED_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWN4KOsBAAMpAUero+7GAAAAAElFTkSuQmCC'
const PRICE = 500_000
const SALE_PRICE = 399_000

/** A `datetime-local` value in Vietnam's time, `offsetMinutes` from now. */
function vietnamLocal(offsetMinutes: number): string {
  return new Date(Date.now() + offsetMinutes * 60_000 + 7 * 3_600_000).toISOString().slice(0, 16)
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)

async function sitemapPaths(request: APIRequestContext): Promise<Set<string>> {
  const index = await request.get('/sitemap.xml')
  const paths = new Set<string>()
  for (const file of locs(await index.text())) {
    const response = await request.get(new URL(file).pathname)
    for (const url of locs(await response.text())) paths.add(new URL(url).pathname)
  }
  return paths
}

/** An option type of the editor: its name, then its values. */
async function addOptionType(page: Page, index: number, name: string, values: string[]) {
  await page.getByRole('button', { name: '+ Thêm loại phân loại' }).click()
  const group = page.getByRole('group', { name: `Loại phân loại ${index}` })
  await group.getByLabel('Tên (ví dụ Màu sắc)').fill(name)
  for (const [i, value] of values.entries()) {
    if (i > 0) await group.getByRole('button', { name: '+ Thêm giá trị' }).click()
    await group.getByLabel(`${name}: giá trị ${i + 1}`).fill(value)
  }
}

test('a clerk sells a new product with variants and a flash sale, and the shop follows', async ({
  page,
  browser,
  request,
  axe,
}) => {
  test.slow()
  const run = Date.now().toString(36).toUpperCase()
  const name = `Áo khoác gió chống nước ${run}`
  const sku = `AKG-${run}`
  await giveStaffSession(page.context(), CLERK)

  // The category, by its slug, from the back office's own tree.
  const tree = (await (await page.request.get('/api/v1/admin/categories')).json()) as {
    data: Array<{ id: number; slug: string }>
  }
  const category = tree.data.find((row) => row.slug === 'ao-thun-nam')!
  expect(category).toBeDefined()

  await visit(page, '/quan-tri/san-pham/moi')
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Tên sản phẩm', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Mã SKU', exact: true }).fill(sku)
  await page
    .getByRole('combobox', { name: 'Danh mục', exact: true })
    .selectOption(String(category.id))
  await page.getByRole('combobox', { name: 'Trạng thái', exact: true }).selectOption('published')
  await page.getByRole('textbox', { name: 'Giá bán (₫)', exact: true }).fill(String(PRICE))
  await page.getByLabel('Giá khuyến mãi (₫)').fill('399.000')
  await page.getByLabel('Bắt đầu (giờ Việt Nam)').fill(vietnamLocal(-1))
  await page.getByLabel('Kết thúc (giờ Việt Nam)').fill(vietnamLocal(60))
  await page.getByLabel('Chọn ảnh').setInputFiles(
    [
      ['truoc.png', PIXEL_PNG],
      ['sau.png', RED_PIXEL_PNG],
    ].map(([file, bytes]) => ({
      name: file!,
      mimeType: 'image/png',
      buffer: Buffer.from(bytes!, 'base64'),
    })),
  )
  await expect(page.getByText('Ảnh bìa', { exact: true })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Mô tả ảnh (alt)' })).toHaveCount(2)
  await page.getByRole('textbox', { name: 'Mô tả ảnh (alt)' }).first().fill(`${name}, mặt trước`)
  await addOptionType(page, 1, 'Màu sắc', ['Đen', 'Trắng'])
  await addOptionType(page, 2, 'Kích cỡ', ['M', 'L', 'XL'])
  const variants = page.getByRole('table', { name: 'Các phân loại hàng' })
  await expect(variants.getByRole('row')).toHaveCount(7)
  await expect(variants.getByLabel('SKU của Đen / M')).toHaveValue(`${sku}-DEN-M`)
  await page.getByRole('button', { name: 'Lưu sản phẩm' }).click()
  await expect(page).toHaveURL(/\/quan-tri\/san-pham\/\d+$/)
  await expect(page.getByText('Đã tạo sản phẩm.')).toBeVisible()
  await axe(page)
  const id = Number(page.url().split('/').pop())
  const detail = (await (await page.request.get(`/api/v1/admin/products/${id}`)).json()) as {
    slug: string
    variants: Array<{ sku: string }>
    images: unknown[]
    sale_price: number | null
  }
  expect(detail.variants).toHaveLength(6)
  expect(detail.images).toHaveLength(2)
  expect(detail.sale_price).toBe(SALE_PRICE)

  // Stock arrives: ten black M.
  await visit(page, '/quan-tri/kho')
  await page.getByRole('button', { name: 'Điều chỉnh tồn kho' }).click()
  const dialog = page.getByRole('dialog', { name: 'Điều chỉnh tồn kho' })
  await dialog.getByLabel('Tìm sản phẩm').fill(`${sku}-DEN-M`)
  await dialog.getByRole('button', { name: new RegExp(`${sku}-DEN-M`) }).click()
  await dialog.getByLabel('Lý do').selectOption({ label: 'Nhập hàng' })
  await dialog.getByLabel('Số lượng nhập').fill('10')
  await dialog.getByRole('button', { name: 'Lưu điều chỉnh' }).click()
  await expect(dialog).toBeHidden()

  // The shop: category page, a search typed without marks, the sitemap.
  const shopper = await browser.newContext()
  try {
    const shop = await shopper.newPage()
    await visit(shop, `/danh-muc-san-pham/${category.slug}?sort=newest`)
    await expect(shop.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible()
    await visit(shop, `/tim-kiem?q=${encodeURIComponent(`ao khoac gio chong nuoc ${run}`)}`)
    await expect(shop.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible()
    expect(await sitemapPaths(request)).toContain(`/san-pham/${detail.slug}`)

    // Bought at the sale price, with the countdown on the page.
    await visit(shop, `/san-pham/${detail.slug}`)
    await waitForHydration(shop)
    await expect(shop.getByText('Giảm giá sốc')).toBeVisible()
    await expect(shop.getByRole('timer')).toBeVisible()
    await shop
      .getByRole('group', { name: /Màu sắc/ })
      .getByText('Đen', { exact: true })
      .click()
    await shop
      .getByRole('group', { name: /Kích cỡ/ })
      .getByText('M', { exact: true })
      .click()
    await expect(shop.getByText(vnd(SALE_PRICE)).first()).toBeVisible()
    await shop.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
    await expect(
      shop.getByRole('status').filter({ hasText: 'Đã thêm vào giỏ hàng.' }),
    ).toBeVisible()
    await visit(shop, '/gio-hang')
    await shop.getByRole('link', { name: 'Tiến hành đặt hàng' }).click()
    await expect(shop).toHaveURL(/\/checkout$/)
    await waitForHydration(shop)
    await fillCheckout(shop, {
      name: 'Phạm Minh Khoa',
      phone: '0935123456',
      email: `khoa-${run.toLowerCase()}@phiencho.test`,
    })
    await shop.getByRole('radio', { name: /Thanh toán khi nhận hàng/ }).check()
    await shop.getByRole('button', { name: /^Đặt hàng/ }).click()
    await expect(shop).toHaveURL(/\/don-hang\/thanh-cong\?code=PC\d+/)
    const code = await shop.getByTestId('order-code').innerText()
    await expect(shop.getByText(vnd(SALE_PRICE)).first()).toBeVisible()

    // The sale ends: the clerk moves its end into the past; the regular price shows.
    await visit(page, `/quan-tri/san-pham/${id}`)
    await waitForHydration(page)
    await page.getByLabel('Bắt đầu (giờ Việt Nam)').fill(vietnamLocal(-120))
    await page.getByLabel('Kết thúc (giờ Việt Nam)').fill(vietnamLocal(-1))
    await page.getByRole('button', { name: 'Lưu sản phẩm' }).click()
    await expect(page.getByText('Đã lưu sản phẩm.')).toBeVisible()
    await visit(shop, `/san-pham/${detail.slug}`)
    await expect(shop.getByText('Giảm giá sốc')).toHaveCount(0)
    await expect(shop.getByText(vnd(PRICE)).first()).toBeVisible()

    // The ledger: the receipt and the sale of this order.
    await visit(page, `/quan-tri/kho?q=${encodeURIComponent(`${sku}-DEN-M`)}`)
    const ledger = page.getByRole('table', { name: 'Sổ kho' })
    await expect(ledger.getByRole('row').filter({ hasText: 'Nhập hàng' })).toContainText('0 → 10')
    const sale = ledger.getByRole('row').filter({ hasText: 'Bán hàng' })
    await expect(sale).toContainText('10 → 9')
    await expect(sale.getByRole('link', { name: `Đơn hàng ${code}` })).toBeVisible()
    await axe(page)
  } finally {
    await shopper.close()
  }
})
