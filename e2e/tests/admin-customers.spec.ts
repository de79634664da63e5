// The customer console: the owner finds a shopper without diacritics, reads their orders and
// spend, locks the account (the shopper's own session ends at once and the login says why),
// unlocks it and sends the password reset mail.
import type { APIRequestContext } from '@playwright/test'
import { adminSidebar, DEMO_OWNER, openBackOffice, ownerToken } from '../support/admin.ts'
import { expect, type TestUser, test } from '../support/fixtures.ts'
import { expectSignedIn, expectSignedOut, submitLoginForm, visit } from '../support/pages.ts'
import { placeOrderByApi, sellableProducts, vnd } from '../support/shop.ts'

/** A bank-transfer order of the user's, marked paid by the owner: it counts in the spend. */
async function placePaidOrder(request: APIRequestContext, user: TestUser, slug: string) {
  const product = (await (await request.get(`/api/v1/products/${slug}`)).json()) as { id: number }
  const order = await placeOrderByApi(request, user, [{ productId: product.id }], 'bank_transfer')
  const paid = await request.post(`/api/v1/admin/orders/${order.code}/transfer-received`, {
    headers: { authorization: `Bearer ${await ownerToken(request)}` },
    data: {},
  })
  expect(paid.status(), await paid.text()).toBe(200)
  return order
}

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('status').getByText(text)

test('the owner finds a customer, locks and unlocks the account and sends a reset mail', async ({
  page,
  browser,
  request,
  createUser,
  setSessionToken,
  readMail,
}) => {
  const [product] = await sellableProducts(request, 1, { page: 5 })
  const shopper = await createUser({ name: 'Đoàn Thị Xuân Hương' })
  const order = await placePaidOrder(request, shopper, product!.slug)

  // The shopper is signed in elsewhere.
  const elsewhere = await browser.newContext()
  const shopperPage = await elsewhere.newPage()
  await setSessionToken(elsewhere, shopper.token)
  await visit(shopperPage, '/')
  await expectSignedIn(shopperPage, shopper.name)

  await openBackOffice(page, DEMO_OWNER)
  await adminSidebar(page).getByRole('link', { name: 'Khách hàng' }).click()
  await expect(page).toHaveURL('/quan-tri/khach-hang')
  await page.getByRole('searchbox', { name: /Tìm theo tên/ }).fill('doan thi xuan huong')
  await page.getByRole('button', { name: 'Lọc' }).click()
  const row = page.getByRole('row').filter({ hasText: shopper.email })
  await expect(row).toContainText(vnd(order.total))
  await expect(row).toContainText('Đang hoạt động')
  await row.getByRole('link', { name: shopper.name }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shopper.name)
  await expect(page.getByRole('link', { name: order.code })).toHaveAttribute(
    'href',
    `/quan-tri/don-hang/${order.code}`,
  )
  await expect(page.getByText('Tổng chi tiêu').locator('..')).toContainText(vnd(order.total))

  // Locked: the session elsewhere ends, the login says why.
  await page.getByRole('button', { name: 'Khóa tài khoản' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: /Lý do/ }).fill('Bom hàng nhiều lần')
  await dialog.getByRole('button', { name: 'Khóa tài khoản' }).click()
  await expect(toast(page, 'Đã khóa tài khoản')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Đã khóa')
  await visit(shopperPage, '/')
  await expectSignedOut(shopperPage)
  await visit(shopperPage, '/login')
  await submitLoginForm(shopperPage, shopper)
  await expect(shopperPage.getByText('Tài khoản này đã bị khóa.')).toBeVisible()

  // Unlocked: the login works again.
  await page.getByRole('button', { name: 'Mở khóa' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Mở khóa' }).click()
  await expect(toast(page, 'Đã mở khóa tài khoản.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Đang hoạt động')
  await submitLoginForm(shopperPage, shopper)
  await expect(shopperPage).not.toHaveURL(/\/login(\?|$)/)
  await elsewhere.close()

  // The "Quên mật khẩu" mail.
  await page.getByRole('button', { name: 'Gửi email đặt lại mật khẩu' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Gửi email' }).click()
  await expect(toast(page, 'Đã gửi email đặt lại mật khẩu cho khách hàng.')).toBeVisible()
  // The order's own mails came first; the reset mail is the next one with its subject.
  let count = 1
  while (!(await readMail(shopper.email, { count })).subject.includes('Đặt lại mật khẩu')) {
    count += 1
  }
  const mail = await readMail(shopper.email, { count })
  expect(mail.text).toContain('/reset-password?token=')
})
