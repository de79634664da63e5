import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { siteHeader, visit } from './pages.ts'

// Shopping journeys: products that can be bought, and the cart as the header shows it. Tests run in
// parallel on one shop: each test that places orders takes its products from a page of the best
// sellers of its own (`{ page: 2 }` … `{ page: 6 }`; page 1 only for carts that are never bought),
// so that no purchase changes the stock another test is looking at.

export interface Sellable {
  slug: string
  name: string
  effective_price: number
}

/** In-stock products without sizes or colours, best sellers first. */
export async function sellableProducts(
  request: APIRequestContext,
  count: number,
  { page = 1 }: { page?: number } = {},
): Promise<Sellable[]> {
  const list = await request.get(
    `/api/v1/products?per_page=30&in_stock=true&sort=best_selling&page=${page}`,
  )
  const { data } = (await list.json()) as { data: Sellable[] }
  const picked: Sellable[] = []
  for (const product of data) {
    const detail = await request.get(`/api/v1/products/${product.slug}`)
    const body = (await detail.json()) as { variants: unknown[]; stock: number }
    if (body.variants.length === 0 && body.stock >= 5) picked.push(product)
    if (picked.length === count) break
  }
  expect(picked).toHaveLength(count)
  return picked
}

export const vnd = (amount: number) =>
  new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount)

export const cartBadge = (page: Page) => siteHeader(page).getByTestId('cart-count')

export async function addFromProductPage(page: Page, product: Sellable, quantity = 1) {
  await visit(page, `/san-pham/${product.slug}`)
  for (let i = 1; i < quantity; i++) {
    await page.getByRole('button', { name: 'Tăng số lượng', exact: true }).click()
  }
  await expect(page.getByRole('spinbutton', { name: 'Số lượng', exact: true })).toHaveValue(
    String(quantity),
  )
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Đã thêm vào giỏ hàng.' })).toBeVisible()
}

export interface Recipient {
  name: string
  phone: string
  email?: string
}

/** Fills the checkout as a shopper in Hà Nội would and waits for the fees of that address. */
export async function fillCheckout(page: Page, recipient: Recipient) {
  await page.getByLabel('Họ và tên').fill(recipient.name)
  await page.getByLabel('Số điện thoại').fill(recipient.phone)
  if (recipient.email) await page.getByLabel('Email').fill(recipient.email)
  await page.getByLabel('Tỉnh / Thành phố').selectOption({ label: 'Thành phố Hà Nội' })
  const ward = page.getByLabel('Phường / Xã')
  await expect(ward.locator('option')).not.toHaveCount(1)
  await ward.selectOption({ label: 'Phường Hoàn Kiếm' })
  await page.getByLabel('Số nhà, tên đường').fill('12 Lý Thường Kiệt')
  await expect(page.getByRole('radio', { name: /Giao hàng tiêu chuẩn/ })).toBeChecked()
}
