import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'
import { addFromProductPage, fillCheckout, sellableProducts } from '../support/shop.ts'

async function stockOf(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(`/api/v1/products/${slug}`)
  return ((await response.json()) as { stock: number }).stock
}

test('a customer finds the order in the history, follows its timeline and cancels it', async ({
  page,
  request,
  createUser,
  setSessionToken,
  browser,
}) => {
  const [product] = await sellableProducts(request, 1, { page: 5 })
  const user = await createUser()
  await setSessionToken(page.context(), user.token)
  await addFromProductPage(page, product!)
  await visit(page, '/checkout')
  await fillCheckout(page, { name: user.name, phone: user.phone })
  await page.getByRole('radio', { name: /Thanh toán khi nhận hàng/ }).check()
  const before = await stockOf(request, product!.slug)
  await page.getByRole('button', { name: /^Đặt hàng/ }).click()
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible()
  const code = await page.getByTestId('order-code').innerText()
  // Catalogue answers may be up to a second old (the read cache, support/app-server.ts).
  await expect.poll(() => stockOf(request, product!.slug), { timeout: 15_000 }).toBe(before - 1)

  await visit(page, '/my-account/order-history')
  await expect(page.getByRole('heading', { name: 'Đơn hàng của tôi' })).toBeVisible()
  await page.getByRole('link', { name: `Đơn hàng ${code}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Đơn hàng ${code}`)
  await expect(page.getByText('Chờ xác nhận').first()).toBeVisible()
  const timeline = page.getByRole('list', { name: 'Lịch sử trạng thái' })
  await expect(timeline.getByRole('listitem')).toHaveCount(1)

  await page.getByRole('button', { name: 'Hủy đơn hàng' }).click()
  await page.getByLabel('Lý do hủy (không bắt buộc)').fill('Đặt nhầm sản phẩm')
  await page.getByRole('button', { name: 'Xác nhận hủy đơn' }).click()
  await expect(page.getByText(/^Lý do hủy: .*Đặt nhầm sản phẩm/)).toBeVisible()
  await expect(timeline.getByRole('listitem')).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Hủy đơn hàng' })).toHaveCount(0)
  // The unit is back on sale.
  await expect.poll(() => stockOf(request, product!.slug), { timeout: 15_000 }).toBe(before)

  // Another customer cannot see it: the 404 page, as for an order that does not exist.
  const stranger = await createUser()
  const other = await browser.newContext()
  await setSessionToken(other, stranger.token)
  const otherPage = await other.newPage()
  for (const path of [
    `/my-account/order-history/${code}`,
    '/my-account/order-history/PC000000000000',
  ]) {
    const response = await visit(otherPage, path)
    expect(response?.status(), path).toBe(404)
    await expect(otherPage.getByRole('main')).toContainText('404')
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(
      'Không tìm thấy đơn hàng.',
    )
    await expect(otherPage.getByRole('button', { name: 'Hủy đơn hàng' })).toHaveCount(0)
  }
  await other.close()
})

test('a guest looks an order up by its code and phone number', async ({ page, request }) => {
  const [product] = await sellableProducts(request, 1, { page: 6 })
  await addFromProductPage(page, product!)
  await visit(page, '/checkout')
  await fillCheckout(page, {
    name: 'Đỗ Thu Trang',
    phone: '0935111222',
    email: `tra-cuu-${Date.now()}@phiencho.test`,
  })
  await page.getByRole('radio', { name: /Chuyển khoản ngân hàng/ }).check()
  await page.getByRole('button', { name: /^Đặt hàng/ }).click()
  const code = await page.getByTestId('order-code').innerText()

  const fresh = await page.context().browser()!.newContext()
  const guest = await fresh.newPage()
  await visit(guest, '/don-hang/lich-su')
  await guest.getByLabel('Mã đơn hàng').fill(code.toLowerCase())
  await guest.getByLabel('Số điện thoại').fill('0900000000')
  await guest.getByRole('button', { name: 'Tra cứu' }).click()
  await expect(guest.getByRole('alert')).toHaveText('Không tìm thấy đơn hàng.')
  await guest.getByLabel('Số điện thoại').fill('0935111222')
  await guest.getByRole('button', { name: 'Tra cứu' }).click()
  await expect(guest.getByRole('heading', { name: `Đơn hàng ${code}` })).toBeVisible()
  await expect(guest.getByText(product!.name)).toBeVisible()
  // The transfer is still awaited: the guest's way to pay carries their access (the phone).
  await guest.getByRole('link', { name: 'Thanh toán ngay' }).click()
  await expect(guest).toHaveURL(/\/thanh-toan\?code=[^&]+&phone=0935111222$/)
  await expect(
    guest.getByRole('img', { name: new RegExp(`Mã VietQR .* cho đơn ${code}`) }),
  ).toBeVisible()
  await fresh.close()
})
