import { type APIRequestContext, request as apiRequest, type Page } from '@playwright/test'
import { ownerToken } from '../support/admin.ts'
import { expect, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'
import { RUN_ENV } from '../support/paths.ts'
import { placeOrderByApi, sellableProducts } from '../support/shop.ts'

// The customer's order history as tabs with counts, the carrier and tracking code once the shop
// hands the parcel over, and "Mua lại". Orders are placed and moved on through the API; their
// products come from page 9 of the best sellers, after the three the reviews journey takes, each
// width with its own two.

const WIDTHS = [
  { width: 390, height: 844, products: [3, 4] },
  { width: 1280, height: 800, products: [5, 6] },
] as const

const TAB_NAMES = ['Tất cả', 'Chờ xác nhận', 'Chờ lấy hàng', 'Đang giao', 'Đã giao', 'Đã hủy']

/** The shop's API as the customer (bearer token, no cookies) or as the demo owner. */
async function apiAs(token: string): Promise<APIRequestContext> {
  return apiRequest.newContext({
    baseURL: process.env[RUN_ENV.baseUrl],
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  })
}

async function staffAction(staff: APIRequestContext, code: string, action: string, data?: object) {
  const response = await staff.post(`/api/v1/admin/orders/${code}/${action}`, { data })
  expect(response.status(), `${action}: ${await response.text()}`).toBe(200)
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Trạng thái đơn hàng' })
const tab = (page: Page, name: string, count: number) =>
  tabs(page).getByRole('link', { name: `${name} ${count} đơn`, exact: true })

async function expectCounts(page: Page, counts: number[]) {
  for (const [index, name] of TAB_NAMES.entries()) {
    await expect(tab(page, name, counts[index]!)).toBeVisible()
  }
}

for (const { width, height, products: picks } of WIDTHS) {
  test(`orders by tab, tracking code and "Mua lại" at ${width} px`, async ({
    page,
    request,
    createUser,
    setSessionToken,
    axe,
  }, testInfo) => {
    await page.setViewportSize({ width, height })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const picked = await sellableProducts(request, 7, { page: 9 })
    const [first, second] = await Promise.all(
      picks.map(async (index) => {
        const product = picked[index]!
        const detail = await request.get(`/api/v1/products/${product.slug}`)
        return { ...product, id: ((await detail.json()) as { id: number }).id }
      }),
    )
    const user = await createUser()
    await setSessionToken(page.context(), user.token)
    const customer = await apiAs(user.token)
    const staff = await apiAs(await ownerToken(request))

    const order = async (lines: { productId: number; quantity?: number }[]) =>
      (await placeOrderByApi(request, user, lines)).code
    const pending = await order([{ productId: first!.id }])
    const toShip = await order([{ productId: second!.id }])
    const delivered = await order([
      { productId: first!.id, quantity: 2 },
      { productId: second!.id },
    ])
    const cancelled = await order([{ productId: second!.id }])
    await staffAction(staff, toShip, 'confirm')
    await staffAction(staff, delivered, 'confirm')
    await staffAction(staff, delivered, 'hand-over', { carrier: 'ghtk', tracking_code: 'S1.A2' })
    await staffAction(staff, delivered, 'deliver')
    expect((await customer.post(`/api/v1/orders/${cancelled}/cancel`)).status()).toBe(200)

    // Every tab with its count; "Tất cả" is the current one.
    await visit(page, '/my-account/order-history')
    await expect(page.getByRole('heading', { name: 'Đơn hàng của tôi' })).toBeVisible()
    await expectCounts(page, [4, 1, 1, 0, 1, 1])
    await expect(tabs(page).locator('[aria-current="page"]')).toHaveText(/^Tất cả/)
    await expect(page.getByRole('link', { name: /^Đơn hàng PC/ })).toHaveCount(4)
    await axe(page)
    if (width === 390) {
      // The tabs scroll sideways, each label on one line, and the page itself does not.
      const strip = tabs(page)
      expect(await strip.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true)
      for (const link of await strip.getByRole('link').all()) {
        expect((await link.boundingBox())!.height).toBeLessThan(48)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    }
    await page.screenshot({ path: testInfo.outputPath(`history-${width}.png`), fullPage: true })

    // A tab is a link in the address; an empty one says so and leads to the shop.
    await tab(page, 'Đang giao', 0).click()
    await expect(page).toHaveURL(/\/my-account\/order-history\?tab=dang-giao$/)
    await expect(tabs(page).locator('[aria-current="page"]')).toHaveText(/^Đang giao/)
    await expect(page.getByText('Chưa có đơn hàng nào ở mục “Đang giao”.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Mua sắm ngay' })).toHaveAttribute(
      'href',
      '/san-pham',
    )

    // The staff hands the parcel over: the order moves tab and shows its carrier and code.
    await visit(page, `/my-account/order-history/${toShip}`)
    await expect(page.getByRole('heading', { name: 'Vận chuyển' })).toHaveCount(0)
    await staffAction(staff, toShip, 'hand-over', { carrier: 'ghn', tracking_code: 'GHNE2E1234' })
    await visit(page, `/my-account/order-history/${toShip}`)
    const shipment = page.getByRole('region', { name: 'Vận chuyển' })
    await expect(shipment).toContainText('GHN (Giao Hàng Nhanh)')
    await expect(shipment.getByTestId('tracking-code')).toHaveText('GHNE2E1234')
    await shipment.getByRole('button', { name: 'Sao chép mã vận đơn' }).click()
    await expect(shipment.getByRole('status')).toHaveText('Đã sao chép')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('GHNE2E1234')
    const track = shipment.getByRole('link', { name: /Theo dõi đơn hàng trên trang GHN/ })
    await expect(track).toHaveAttribute('href', 'https://donhang.ghn.vn/?order_code=GHNE2E1234')
    await expect(track).toHaveAttribute('target', '_blank')
    await expect(track).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.getByRole('button', { name: /^Mua lại/ })).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath(`tracking-${width}.png`), fullPage: true })

    await visit(page, '/my-account/order-history?tab=da-giao')
    await expectCounts(page, [4, 1, 0, 1, 1, 1])
    await expect(page.getByRole('link', { name: /^Đơn hàng PC/ })).toHaveText([
      `Đơn hàng ${delivered}`,
    ])
    expect(pending).not.toBe(delivered)

    // "Mua lại" from the list on a phone, from the order's page on a desktop.
    if (width === 390) {
      await page.getByRole('button', { name: `Mua lại đơn hàng ${delivered}` }).click()
    } else {
      await page.getByRole('link', { name: `Đơn hàng ${delivered}` }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Đơn hàng ${delivered}`)
      await expect(page.getByRole('region', { name: 'Vận chuyển' })).toContainText('S1.A2')
      await page.getByRole('button', { name: /^Mua lại/ }).click()
    }
    await expect(page).toHaveURL(/\/gio-hang$/)
    await expect(page.getByRole('status').filter({ hasText: 'Đã thêm' })).toHaveText(
      /^Đã thêm 3 sản phẩm vào giỏ hàng\./,
    )
    const lines = page.getByRole('region', { name: 'Sản phẩm trong giỏ' })
    await expect(lines.getByRole('link', { name: first!.name }).first()).toBeVisible()
    await expect(lines.getByRole('link', { name: second!.name }).first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giỏ hàng (3)')
    await page.screenshot({ path: testInfo.outputPath(`cart-${width}.png`), fullPage: true })
    // Said once: a reload shows the cart without announcing the same lines again.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giỏ hàng (3)')
    await expect(page.getByRole('status').filter({ hasText: 'Đã thêm' })).toHaveCount(0)

    await customer.dispose()
    await staff.dispose()
  })
}
