import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'
import {
  addFromProductPage,
  fillCheckout,
  type Sellable,
  sellableProducts,
  vnd,
} from '../support/shop.ts'

// "Mua ngay" checks out the product on screen alone: whatever was in the cart stays there. The
// products bought come from a page of the best sellers of their own (page 10); the one left in the
// cart from page 1, whose products are never bought.

test.describe.configure({ mode: 'serial' })

let bought: Sellable[] = []
let inCart: Sellable
test.beforeAll(async ({ request }) => {
  bought = await sellableProducts(request, 2, { page: 10 })
  ;[inCart] = (await sellableProducts(request, 1, { page: 1 })) as [Sellable]
})

const amountOf = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/\D/g, ''))

// A phone of its own: the voucher below counts its uses per customer.
const newPhone = () => `09${String(Date.now()).slice(-8)}`

async function cartSlugs(page: Page) {
  const cart = (await (await page.request.get('/api/v1/cart')).json()) as {
    items: Array<{ slug: string; quantity: number }>
  }
  return cart.items.map((item) => `${item.slug} × ${item.quantity}`)
}

test('on a phone the bar at the bottom buys now, and the checkout keeps the total above "Đặt hàng"', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const product = bought[0]!
  await addFromProductPage(page, inCart)

  await visit(page, `/san-pham/${product.slug}`)
  const bar = page.getByRole('region', { name: 'Mua nhanh' })
  await expect(bar).toHaveCount(0)
  await page.getByText('Thông tin sản phẩm').first().scrollIntoViewIfNeeded()
  await expect(bar).toBeVisible()
  await expect(bar).toContainText(vnd(product.effective_price))
  await axe(page)
  await bar.getByRole('button', { name: 'Mua ngay' }).click()

  await expect(page).toHaveURL(/\/checkout\?mua-ngay=\d+&so-luong=1$/)
  await expect(page.getByRole('heading', { name: 'Mua ngay', level: 1 })).toBeVisible()
  // The items and the total come before the form; "Đặt hàng" stays on screen at the bottom.
  const summary = page.getByRole('button', { name: 'Xem 1 sản phẩm' })
  const order = page.getByRole('button', { name: /^Đặt hàng/ })
  await expect(order).toHaveCount(1)
  await expect(summary).toBeInViewport()
  await expect(order).toBeInViewport()
  expect((await summary.boundingBox())!.y).toBeLessThan((await order.boundingBox())!.y)
  await expect(summary).toHaveAttribute('aria-expanded', 'false')
  await summary.click()
  await expect(page.getByText(`${product.name} × 1`)).toBeVisible()
  expect(await amountOf(page, 'checkout-bar-total')).toBe(product.effective_price)

  // A voucher entered here lowers the total at once.
  await page.getByRole('textbox', { name: 'Mã giảm giá' }).fill('chaobanmoi')
  await page.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(page.getByText('Giảm giá (CHAOBANMOI)')).toBeVisible()
  const discount = Math.min(Math.floor(product.effective_price / 10), 50_000)
  await expect(page.getByTestId('checkout-bar-total')).toHaveText(
    vnd(product.effective_price - discount),
  )

  await fillCheckout(page, {
    name: 'Đỗ Văn Nam',
    phone: newPhone(),
    email: `mua-ngay-${Date.now()}@phiencho.test`,
  })
  const total = await amountOf(page, 'checkout-bar-total')
  await axe(page)
  await order.click()

  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible()
  await expect(page.getByTestId('order-total')).toHaveText(vnd(total))
  await expect(page.getByText('Giảm giá (CHAOBANMOI)')).toBeVisible()
  expect(await cartSlugs(page)).toEqual([`${inCart.slug} × 1`])
})

test('on a wide screen "Mua ngay" orders the chosen quantity alone, and there is no bar', async ({
  page,
  request,
}) => {
  const product = bought[1]!
  await addFromProductPage(page, inCart)

  // A product with sizes or colours asks for one first, as "Thêm vào giỏ hàng" does.
  const list = await request.get('/api/v1/products?per_page=30&sort=best_selling')
  const cards = ((await list.json()) as { data: Sellable[] }).data
  for (const card of cards) {
    const detail = (await (await request.get(`/api/v1/products/${card.slug}`)).json()) as {
      variants: unknown[]
    }
    if (detail.variants.length < 2) continue
    await visit(page, `/san-pham/${card.slug}`)
    await page.getByRole('button', { name: 'Mua ngay' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Vui lòng chọn phân loại (màu sắc, kích cỡ…)' }),
    ).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/san-pham/${card.slug}$`))
    break
  }

  await visit(page, `/san-pham/${product.slug}`)
  await page.getByRole('button', { name: 'Tăng số lượng', exact: true }).click()
  await page.getByText('Thông tin sản phẩm').first().scrollIntoViewIfNeeded()
  await expect(page.getByRole('region', { name: 'Mua nhanh' })).toBeHidden()
  await page.getByRole('button', { name: 'Mua ngay' }).click()

  await expect(page).toHaveURL(/\/checkout\?mua-ngay=\d+&so-luong=2$/)
  // The summary is the open side column: no "Xem … sản phẩm" to unfold.
  await expect(page.getByRole('heading', { name: 'Đơn hàng (2 sản phẩm)' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Xem \d+ sản phẩm/ })).toBeHidden()
  await expect(page.getByText(`${product.name} × 2`)).toBeVisible()
  await fillCheckout(page, {
    name: 'Vũ Thị Lan',
    phone: newPhone(),
    email: `lan-${Date.now()}@phiencho.test`,
  })
  const total = await amountOf(page, 'checkout-total')
  expect(total).toBeGreaterThanOrEqual(2 * product.effective_price)
  await page.getByRole('button', { name: /^Đặt hàng/ }).click()

  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible()
  await expect(page.getByTestId('order-total')).toHaveText(vnd(total))
  expect(await cartSlugs(page)).toEqual([`${inCart.slug} × 1`])
})
