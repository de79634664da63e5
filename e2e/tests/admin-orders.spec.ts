import { randomInt } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminSidebar, DEMO_STAFF, giveStaffSession, openBackOffice } from '../support/admin.ts'
import { expect, type TestUser, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'
import { type PlacedOrder, placeOrderByApi, sellableProducts, vnd } from '../support/shop.ts'

// Each test places the orders it works on through the shop's API, with products of its own
// (best sellers' pages 7 and 8, which no other journey buys), so tests do not depend on each other.

const staff = (email: string) => DEMO_STAFF.find((member) => member.email === email)!
const OWNER = staff('chucuahang@phiencho.vn')

async function productId(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(`/api/v1/products/${slug}`)
  return ((await response.json()) as { id: number }).id
}

async function stockOf(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(`/api/v1/products/${slug}`)
  return ((await response.json()) as { stock: number }).stock
}

/** An order of `user`'s (COD unless told), placed through the API: cart, then checkout. */
async function placeOrder(
  request: APIRequestContext,
  user: TestUser,
  slug: string,
  quantity = 1,
  payment_method: 'cod' | 'bank_transfer' = 'cod',
): Promise<PlacedOrder> {
  return placeOrderByApi(
    request,
    user,
    [{ productId: await productId(request, slug), quantity }],
    payment_method,
  )
}

/** Opens an order's page from the list, found by the search box. */
async function openOrder(page: Page, code: string) {
  await visit(page, '/quan-tri/don-hang')
  await page.getByRole('searchbox', { name: /Tìm theo mã đơn/ }).fill(code)
  await page.getByRole('button', { name: 'Lọc' }).click()
  await expect(page).toHaveURL(`/quan-tri/don-hang?q=${code}`)
  await page
    .getByRole('table', { name: 'Danh sách đơn hàng' })
    .getByRole('link', { name: code })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Đơn hàng ${code}`)
}

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text)

test('the owner confirms an order, hands it to GHN, prints its packing slip and records the COD collected', async ({
  page,
  browser,
  request,
  createUser,
  setSessionToken,
  readMail,
  axe,
}) => {
  const [product] = await sellableProducts(request, 1, { page: 7 })
  const shopper = await createUser()
  const order = await placeOrder(request, shopper, product!.slug)

  await openBackOffice(page, OWNER)
  await adminSidebar(page).getByRole('link', { name: 'Đơn hàng' }).click()
  await expect(page).toHaveURL('/quan-tri/don-hang')
  const tabs = page.getByRole('navigation', { name: 'Nhóm đơn hàng' })
  await expect(tabs.getByRole('link', { name: /^Chờ xác nhận \d[\d.]*\+?$/ })).toBeVisible()
  await expect(tabs.getByRole('link', { name: /^Tất cả \d[\d.]*\+?$/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await tabs.getByRole('link', { name: /^Chờ xác nhận/ }).click()
  await expect(page).toHaveURL('/quan-tri/don-hang?tab=cho-xac-nhan')
  await expect(page.getByRole('link', { name: 'Xuất CSV' })).toHaveAttribute(
    'href',
    '/api/v1/admin/orders/export.csv',
  )
  await axe(page)

  await openOrder(page, order.code)
  await axe(page)
  await page.getByRole('button', { name: 'Xác nhận đơn' }).click()
  await expect(toast(page, 'Đã xác nhận đơn hàng.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Xác nhận đơn' })).toHaveCount(0)

  const tracking = `GHN${randomInt(1e8)}`
  const handOver = page.getByRole('form', { name: 'Giao cho đơn vị vận chuyển' })
  await handOver.getByRole('combobox', { name: 'Đơn vị vận chuyển' }).selectOption('ghn')
  await handOver.getByRole('button', { name: 'Giao cho vận chuyển' }).click()
  await expect(handOver.getByRole('textbox', { name: 'Mã vận đơn' })).toHaveAccessibleDescription(
    /Vui lòng nhập mã vận đơn/,
  )
  await handOver.getByRole('textbox', { name: 'Mã vận đơn' }).fill(tracking)
  await handOver.getByRole('button', { name: 'Giao cho vận chuyển' }).click()
  await expect(toast(page, 'Đã giao đơn cho đơn vị vận chuyển.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tra cứu vận đơn' })).toHaveAttribute(
    'href',
    `https://donhang.ghn.vn/?order_code=${tracking}`,
  )

  // The shopper sees the carrier and the code on their order page, and was mailed them.
  const shopperContext = await browser.newContext()
  try {
    await setSessionToken(shopperContext, shopper.token)
    const shopperPage = await shopperContext.newPage()
    await visit(shopperPage, `/my-account/order-history/${order.code}`)
    const shipment = shopperPage.getByRole('region', { name: 'Vận chuyển' })
    await expect(shipment).toContainText('GHN')
    await expect(shipment).toContainText(tracking)
  } finally {
    await shopperContext.close()
  }
  const mails = await Promise.all([1, 2, 3].map((count) => readMail(shopper.email, { count })))
  const shipped = mails.find((mail) => mail.subject.includes('đang được giao'))
  expect(shipped?.text).toContain(tracking)

  // The packing slip: the code as text and as a barcode, the COD amount to collect.
  await page.getByRole('link', { name: 'In phiếu giao' }).click()
  await expect(page).toHaveURL(`/quan-tri/don-hang/in?codes=${order.code}&kieu=phieu-giao`)
  const slip = page.getByRole('article', { name: `Phiếu giao hàng ${order.code}` })
  await expect(slip.getByText(order.code, { exact: true })).toBeVisible()
  const barcode = slip.getByRole('img', { name: `Mã vạch ${order.code}` })
  await expect(barcode).toHaveAttribute('data-ready', 'true')
  expect(await barcode.locator('rect').count()).toBeGreaterThan(10)
  await expect(slip.getByTestId('cod-amount')).toHaveText(vnd(order.total))
  await expect(page.getByRole('button', { name: 'In' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'In' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await axe(page)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Đơn hàng ${order.code}`)
  await page.getByRole('button', { name: 'Đã giao hàng' }).click()
  await expect(toast(page, 'Đã ghi nhận giao hàng thành công.')).toBeVisible()
  await page.getByRole('button', { name: 'Đã thu tiền COD' }).click()
  await expect(toast(page, 'Đã ghi nhận thu tiền COD.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Đã thanh toán')
  await expect(page.getByRole('button', { name: 'Đã thu tiền COD' })).toHaveCount(0)
})

test('the owner cancels an order with a reason and its stock comes back', async ({
  page,
  request,
  createUser,
}) => {
  const [product] = await sellableProducts(request, 1, { page: 8 })
  const before = await stockOf(request, product!.slug)
  const order = await placeOrder(request, await createUser(), product!.slug, 2)
  // Catalogue answers may be up to a second old (the read cache, support/app-server.ts).
  await expect.poll(() => stockOf(request, product!.slug), { timeout: 15_000 }).toBe(before - 2)

  await giveStaffSession(page.context(), OWNER)
  await openOrder(page, order.code)
  await page.getByRole('button', { name: 'Hủy đơn' }).click()
  const dialog = page.getByRole('dialog', { name: 'Hủy đơn hàng này?' })
  await dialog.getByRole('button', { name: 'Hủy đơn' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Lý do hủy' })).toHaveAccessibleDescription(
    /Vui lòng nhập lý do hủy/,
  )
  await dialog.getByRole('textbox', { name: 'Lý do hủy' }).fill('Khách gọi điện xin hủy')
  await dialog.getByRole('button', { name: 'Hủy đơn' }).click()
  await expect(toast(page, 'Đã hủy đơn hàng.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Khách hàng và giao hàng' })).toContainText(
    'Khách gọi điện xin hủy',
  )
  await expect(page.getByRole('button', { name: 'Hủy đơn' })).toHaveCount(0)
  await expect.poll(() => stockOf(request, product!.slug), { timeout: 15_000 }).toBe(before)
})

test('the order clerk and the accountant see the orders, the accountant without confirm nor cancel; the editor has no orders', async ({
  browser,
  request,
  createUser,
}) => {
  const [product] = await sellableProducts(request, 1, { page: 7 })
  const order = await placeOrder(request, await createUser(), product!.slug)

  const as = async (email: string, journey: (page: Page) => Promise<void>) => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await openBackOffice(page, staff(email))
      await journey(page)
    } finally {
      await context.close()
    }
  }

  await as('donhang@phiencho.vn', async (page) => {
    await expect(adminSidebar(page).getByRole('link', { name: 'Đơn hàng' })).toBeVisible()
    await openOrder(page, order.code)
    await expect(page.getByRole('button', { name: 'Xác nhận đơn' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Hủy đơn' })).toBeVisible()
  })

  await as('ketoan@phiencho.vn', async (page) => {
    await expect(adminSidebar(page).getByRole('link', { name: 'Đơn hàng' })).toBeVisible()
    await openOrder(page, order.code)
    await expect(page.getByRole('region', { name: 'Thao tác' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Xác nhận đơn' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Hủy đơn' })).toHaveCount(0)
  })

  await as('bientap@phiencho.vn', async (page) => {
    await expect(adminSidebar(page).getByRole('link', { name: 'Đơn hàng' })).toHaveCount(0)
    const refused = await page.goto('/quan-tri/don-hang')
    expect(refused?.status()).toBe(403)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bạn không có quyền mở trang này' }),
    ).toBeVisible()
  })
})

/** The order list filtered to one shopper's orders, so the tab counts are this test's alone. */
async function listOrdersOf(page: Page, email: string) {
  await visit(page, '/quan-tri/don-hang')
  await page.getByRole('searchbox', { name: /Tìm theo mã đơn/ }).fill(email)
  await page.getByRole('button', { name: 'Lọc' }).click()
  await expect(page).toHaveURL(`/quan-tri/don-hang?q=${encodeURIComponent(email)}`)
}

const tabLink = (page: Page, label: string) =>
  page
    .getByRole('navigation', { name: 'Nhóm đơn hàng' })
    .getByRole('link', { name: new RegExp(`^${label} `) })

test('the owner confirms, hands over and prints several orders at once', async ({
  page,
  request,
  createUser,
}) => {
  const [product] = await sellableProducts(request, 1, { page: 7 })
  const shopper = await createUser()
  const orders: PlacedOrder[] = []
  for (let i = 0; i < 3; i++) orders.push(await placeOrder(request, shopper, product!.slug))
  const codes = orders.map((order) => order.code)
  const table = page.getByRole('table', { name: 'Danh sách đơn hàng' })
  const bulk = page.getByRole('region', { name: 'Thao tác với đơn đã chọn' })
  const selectAll = async () => {
    for (const code of codes)
      await table.getByRole('checkbox', { name: `Chọn đơn ${code}` }).check()
    await expect(bulk).toContainText('Đã chọn 3 đơn')
  }

  await giveStaffSession(page.context(), OWNER)
  await listOrdersOf(page, shopper.email)
  await expect(tabLink(page, 'Chờ xác nhận')).toHaveAccessibleName('Chờ xác nhận 3')
  await expect(tabLink(page, 'Chờ lấy hàng')).toHaveAccessibleName('Chờ lấy hàng 0')
  await selectAll()
  await bulk.getByRole('button', { name: 'Xác nhận', exact: true }).click()
  await expect(toast(page, 'Đã xử lý 3 đơn.')).toBeVisible()
  for (const code of codes) await expect(bulk).toContainText(`${code}: Thành công`)
  await expect(tabLink(page, 'Chờ xác nhận')).toHaveAccessibleName('Chờ xác nhận 0')
  await expect(tabLink(page, 'Chờ lấy hàng')).toHaveAccessibleName('Chờ lấy hàng 3')

  await tabLink(page, 'Chờ lấy hàng').click()
  await expect(page).toHaveURL(/tab=cho-lay-hang/)
  await selectAll()
  await bulk.getByRole('button', { name: 'Giao cho vận chuyển' }).click()
  const dialog = page.getByRole('dialog', { name: 'Giao 3 đơn cho đơn vị vận chuyển' })
  await dialog.getByRole('combobox', { name: 'Đơn vị vận chuyển' }).selectOption('ghtk')
  // Every order needs its own tracking code.
  await dialog.getByRole('textbox', { name: `Mã vận đơn của ${codes[0]}` }).fill('GHTK-THIEU')
  await dialog.getByRole('button', { name: 'Giao cho vận chuyển' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Vui lòng nhập mã vận đơn cho từng đơn hàng.')
  const tracking = codes.map((_, i) => `GHTK${randomInt(1e8)}${i}`)
  for (const [i, code] of codes.entries()) {
    await dialog.getByRole('textbox', { name: `Mã vận đơn của ${code}` }).fill(tracking[i]!)
  }
  await dialog.getByRole('button', { name: 'Giao cho vận chuyển' }).click()
  await expect(dialog).toBeHidden()
  // The confirmation's toast may still be on screen.
  await expect(toast(page, 'Đã xử lý 3 đơn.').last()).toBeVisible()
  await expect(tabLink(page, 'Chờ lấy hàng')).toHaveAccessibleName('Chờ lấy hàng 0')
  await expect(tabLink(page, 'Đang giao')).toHaveAccessibleName('Đang giao 3')

  await tabLink(page, 'Đang giao').click()
  await expect(page).toHaveURL(/tab=dang-giao/)
  await selectAll()
  await bulk.getByRole('link', { name: 'In phiếu giao' }).click()
  await expect(page).toHaveURL(/\/quan-tri\/don-hang\/in\?codes=.*&kieu=phieu-giao$/)
  const printed = new URL(page.url()).searchParams.get('codes')!.split(',')
  expect(printed.toSorted()).toEqual(codes.toSorted())
  await expect(page.getByRole('article', { name: /^Phiếu giao hàng / })).toHaveCount(3)
  for (const code of codes) {
    await expect(page.getByRole('article', { name: `Phiếu giao hàng ${code}` })).toContainText(code)
  }

  // The shipments were recorded with the carrier and each order's own code.
  await openOrder(page, codes[1]!)
  await expect(page.getByRole('link', { name: 'Tra cứu vận đơn' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Khách hàng và giao hàng' })).toContainText(
    tracking[1]!,
  )
})

test('the accountant records a bank transfer, then a refund; more than was paid is refused beside the field', async ({
  page,
  request,
  createUser,
}) => {
  const [product] = await sellableProducts(request, 1, { page: 7 })
  const order = await placeOrder(request, await createUser(), product!.slug, 1, 'bank_transfer')

  await giveStaffSession(page.context(), staff('ketoan@phiencho.vn'))
  await openOrder(page, order.code)
  await page.getByRole('button', { name: 'Đã nhận chuyển khoản' }).click()
  await expect(toast(page, 'Đã ghi nhận tiền chuyển khoản.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Đã thanh toán')

  const refund = page.getByRole('form', { name: 'Ghi nhận hoàn tiền' })
  const amount = refund.getByRole('textbox', { name: 'Số tiền hoàn (₫)' })
  await amount.fill(String(order.total + 1000))
  await refund.getByRole('button', { name: 'Ghi nhận hoàn tiền' }).click()
  await expect(amount).toHaveAccessibleDescription(
    /Số tiền hoàn không được lớn hơn số tiền đã thanh toán\./,
  )
  await expect(amount).toHaveAttribute('aria-invalid', 'true')

  const refunded = Math.min(50_000, order.total)
  await amount.fill(String(refunded))
  await refund.getByRole('textbox', { name: 'Ghi chú' }).fill('Khách trả lại một món')
  await refund.getByRole('button', { name: 'Ghi nhận hoàn tiền' }).click()
  await expect(toast(page, 'Đã ghi nhận hoàn tiền.')).toBeVisible()
  const timeline = page.getByRole('region', { name: 'Lịch sử đơn hàng' })
  await expect(timeline).toContainText(`Hoàn tiền ${vnd(refunded)}. Khách trả lại một món`)
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Đã hoàn tiền')
})
