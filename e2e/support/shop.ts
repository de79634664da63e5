import { randomInt } from 'node:crypto'
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

/** Who places an order through the API: a signed-in customer, by the token registration gave. */
export interface ApiBuyer {
  token: string
  name: string
  phone: string
}

export interface PlacedOrder {
  code: string
  total: number
}

/**
 * An order placed through the API as `buyer`: each product into the cart, then checkout to
 * 12 Lý Thường Kiệt, Hà Nội, by standard shipping (COD unless told).
 */
export async function placeOrderByApi(
  request: APIRequestContext,
  buyer: ApiBuyer,
  lines: ReadonlyArray<{ productId: number; quantity?: number }>,
  paymentMethod: 'cod' | 'bank_transfer' = 'cod',
): Promise<PlacedOrder> {
  const headers = { authorization: `Bearer ${buyer.token}` }
  for (const { productId, quantity = 1 } of lines) {
    const added = await request.post('/api/v1/cart/items', {
      headers,
      data: { product_id: productId, quantity },
    })
    expect(added.status(), await added.text()).toBeLessThan(300)
  }
  const placed = await request.post('/api/v1/checkout', {
    headers: { ...headers, 'idempotency-key': `e2e-order-${Date.now()}-${randomInt(1e12)}` },
    data: {
      name: buyer.name,
      phone: buyer.phone,
      province_code: '01',
      ward_code: '00004',
      street: '12 Lý Thường Kiệt',
      shipping_method: 'standard',
      payment_method: paymentMethod,
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  return ((await placed.json()) as { order: PlacedOrder }).order
}
