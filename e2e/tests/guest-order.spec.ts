import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { visit, waitForHydration } from '../support/pages.ts'
import {
  addFromProductPage,
  fillCheckout,
  type Sellable,
  sellableProducts,
} from '../support/shop.ts'

// A guest after the order: the success page leads to the lookup with the code filled in, the
// mail's signed link opens the order without signing in; and a "once per customer" voucher holds
// when the same guest comes back with another email. The products come after those the other
// specs take from the same pages of best sellers.

const FREE_SHIPPING_FROM = 500_000
const ONCE =
  'Mã này chỉ dùng một lần cho mỗi khách hàng (tính theo tài khoản, email và số điện thoại).'

let sequence = 0
/** A phone number and an email no other test orders with. */
function newGuest(width: number) {
  const n = `${Date.now() % 1_000_000}${width % 10}${++sequence}`.slice(-7).padStart(7, '0')
  return { phone: `098${n}`, email: `khach-${width}-${n}@phiencho.test` }
}

const placeOrderButton = (page: Page) => page.getByRole('button', { name: /^Đặt hàng/ }).first()

/** Enough of a product for free shipping, as few as it takes. */
async function addForFreeShipping(page: Page, products: Sellable[]) {
  const product = products.reduce((best, p) =>
    p.effective_price > best.effective_price ? p : best,
  )
  await addFromProductPage(page, product, Math.ceil(FREE_SHIPPING_FROM / product.effective_price))
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a guest follows the order from the success page and from the mail without signing in', async ({
      page,
      request,
      browser,
      readMail,
      axe,
    }) => {
      const guest = newGuest(viewport.width)
      await addForFreeShipping(page, (await sellableProducts(request, 6, { page: 3 })).slice(2))
      await visit(page, '/checkout')
      await fillCheckout(page, { name: 'Trần Thu Hà', ...guest })
      await page.getByRole('radio', { name: /Chuyển khoản ngân hàng/ }).check()
      await placeOrderButton(page).click()

      await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible()
      const code = await page.getByTestId('order-code').innerText()
      // Free shipping says so on one line, however narrow the screen.
      const free = page.getByRole('definition').filter({ hasText: /^Miễn phí$/ })
      await expect(free).toBeVisible()
      // The row is as tall as its label; the words themselves make one line box.
      const lines = await free.evaluate((el) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      })
      expect(lines).toBe(1)
      await expect(page.getByText(/kèm liên kết để xem đơn hàng không cần đăng nhập/)).toBeVisible()

      // The success page's link: the lookup with the code filled in, the phone number still asked.
      await page.getByRole('link', { name: 'Theo dõi đơn hàng' }).click()
      await expect(page).toHaveURL(new RegExp(`/don-hang/lich-su\\?code=${code}$`))
      await waitForHydration(page)
      await expect(page.getByLabel('Mã đơn hàng')).toHaveValue(code)
      await page.getByLabel('Số điện thoại').fill(guest.phone)
      await page.getByRole('button', { name: 'Tra cứu' }).click()
      await expect(page.getByRole('heading', { name: `Đơn hàng ${code}` })).toBeVisible()

      // The mail's link opens the order in a browser that never saw the shop.
      const mail = await readMail(guest.email)
      const link = new URL(/Xem đơn hàng: (\S+)/.exec(mail.text)![1]!)
      expect(link.pathname).toBe('/don-hang/lich-su')
      expect(link.searchParams.get('code')).toBe(code)
      const elsewhere = await browser.newContext({ viewport })
      const reader = await elsewhere.newPage()
      await reader.goto(link.pathname + link.search)
      await expect(reader.getByRole('heading', { name: `Đơn hàng ${code}` })).toBeVisible()
      await expect(reader.getByText('Chờ xác nhận').first()).toBeVisible()
      await expect(reader.getByRole('heading', { name: 'Thanh toán' })).toBeVisible()
      await expect(reader.getByRole('term').filter({ hasText: 'Số tài khoản' })).toBeVisible()
      await expect(reader.getByTestId('order-total')).toBeVisible()
      await axe(reader)

      // A changed token opens nothing: a plain sentence and the lookup, the code kept.
      const token = link.searchParams.get('token')!
      const changed = new URLSearchParams({
        code,
        token: `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`,
      })
      const answer = await reader.goto(`/don-hang/lich-su?${changed}`)
      expect(answer?.status()).toBe(200)
      await expect(
        reader
          .getByRole('alert')
          .filter({ hasText: 'Liên kết xem đơn hàng không đúng hoặc đã hết hạn' }),
      ).toBeVisible()
      await expect(reader.getByRole('heading', { name: `Đơn hàng ${code}` })).toHaveCount(0)
      await expect(reader.getByLabel('Mã đơn hàng')).toHaveValue(code)
      await elsewhere.close()
    })

    test('a "once per customer" voucher is refused to the same phone number under another email', async ({
      page,
      request,
      browser,
    }) => {
      const product = (await sellableProducts(request, 4, { page: 8 }))[
        viewport.width === 390 ? 2 : 3
      ]
      const first = newGuest(viewport.width)
      const checkoutWithVoucher = async (shopper: Page) => {
        await addFromProductPage(shopper, product!)
        await visit(shopper, '/gio-hang')
        await shopper.getByRole('textbox', { name: 'Mã giảm giá' }).fill('CHAOBANMOI')
        await shopper.getByRole('button', { name: 'Áp dụng' }).click()
        await expect(shopper.getByText('Giảm giá (CHAOBANMOI)').first()).toBeVisible()
        await visit(shopper, '/checkout')
      }

      await checkoutWithVoucher(page)
      await fillCheckout(page, { name: 'Đỗ Minh Tâm', ...first })
      await placeOrderButton(page).click()
      await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible()
      await expect(page.getByText('Giảm giá (CHAOBANMOI)')).toBeVisible()

      // The same person again, from another browser, with a new email.
      const elsewhere = await browser.newContext({ viewport })
      const again = await elsewhere.newPage()
      await checkoutWithVoucher(again)
      const second = { name: 'Đỗ Minh Tâm', phone: first.phone, email: `lai-${first.email}` }
      await fillCheckout(again, second)
      await placeOrderButton(again).click()
      await expect(again.getByText(ONCE).first()).toBeVisible()
      if (viewport.width === 1280) {
        // Above the form, and beside the code in the open summary.
        await expect(again.getByRole('alert').filter({ hasText: ONCE })).toHaveCount(2)
      }
      await expect(again).toHaveURL(/\/checkout$/)
      // Nothing typed is lost.
      await expect(again.getByLabel('Họ và tên')).toHaveValue(second.name)
      await expect(again.getByLabel('Số điện thoại')).toHaveValue(second.phone)
      await expect(again.getByLabel('Email')).toHaveValue(second.email)

      // Without the voucher the order goes through.
      await again.getByRole('button', { name: 'Bỏ mã CHAOBANMOI' }).click()
      await expect(again.getByText('Giảm giá (CHAOBANMOI)')).toHaveCount(0)
      await placeOrderButton(again).click()
      await expect(again.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible()
      await expect(again.getByText(/Giảm giá/)).toHaveCount(0)
      await elsewhere.close()
    })
  })
}
