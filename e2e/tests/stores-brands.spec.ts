import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'

test('the store list leads to a store page with its products', async ({ page }) => {
  await visit(page, '/cua-hang')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cửa hàng')
  const main = page.getByRole('main')
  // The demo's 8 shops; a journey approving a partner (admin-partners.spec.ts) may add one.
  await expect(main.getByRole('link', { name: 'Di Động Sài Gòn' })).toBeVisible()
  expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(8)
  await main.getByRole('link', { name: 'Di Động Sài Gòn' }).click()

  await expect(page).toHaveURL('/cua-hang/di-dong-sai-gon')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Di Động Sài Gòn')
  await expect(main.getByText('Đối tác chính thức')).toBeVisible()
  await expect(main.getByRole('link', { name: '0283 930 1122' })).toHaveAttribute(
    'href',
    'tel:02839301122',
  )
  await expect(page).toHaveTitle(/^Di Động Sài Gòn \| /)

  const products = page.getByRole('region', { name: /^Sản phẩm của cửa hàng/ })
  const cards = products.getByRole('article')
  await expect(cards).toHaveCount(24)
  // Every product on the page is sold by this shop.
  for (const card of await cards.all()) await expect(card).toContainText('Di Động Sài Gòn')
  const firstOnPage1 = await products.getByRole('heading', { level: 3 }).first().textContent()

  await products.getByRole('link', { name: 'Trang 2' }).click()
  await expect(page).toHaveURL('/cua-hang/di-dong-sai-gon?page=2')
  await expect(products.getByRole('heading', { level: 3 }).first()).not.toHaveText(firstOnPage1!)
  await expect(products.getByRole('link', { name: 'Trang 2' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('an unknown store is the 404 page with a 404 status', async ({ page }) => {
  const response = await visit(page, '/cua-hang/khong-ton-tai')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy cửa hàng.')
  await expect(page.getByRole('main')).toContainText('404')
  await expect(page).toHaveTitle(/^404/)
  await expect(page.getByRole('link', { name: 'Về trang chủ' })).toBeVisible()
})

test('each famous brand links to its products', async ({ page }) => {
  await visit(page, '/thuong-hieu-noi-tieng')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thương hiệu nổi tiếng')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Apple', exact: true })).toHaveAttribute(
    'href',
    '/san-pham?brand=apple',
  )
  await main.getByRole('link', { name: 'Samsung', exact: true }).click()
  await expect(page).toHaveURL('/san-pham?brand=samsung')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sản phẩm Samsung')
  // The title says so too, after a client-side navigation as on arrival.
  await expect(page).toHaveTitle('Sản phẩm Samsung | Phiên Chợ')
  await page.reload()
  await expect(page).toHaveTitle('Sản phẩm Samsung | Phiên Chợ')
})

const partnerForm = (page: Page) => page.getByRole('form', { name: 'Đăng ký làm đối tác' })
const applySection = (page: Page) => page.getByRole('region', { name: 'Đăng ký làm đối tác' })

test('a seller applies as a partner: errors beside the fields, then the application is stored', async ({
  page,
}) => {
  await visit(page, '/doi-tac-ban-hang')
  const partners = page.getByRole('region', { name: 'Đối tác tiêu biểu' })
  await expect(partners.getByRole('link', { name: 'Cà Phê Cao Nguyên' })).toBeVisible()
  // The demo's 5 partners; a journey approving one (admin-partners.spec.ts) may add another.
  expect(await partners.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(5)

  const form = partnerForm(page)
  const shopName = form.getByRole('textbox', { name: 'Tên cửa hàng' })
  const contact = form.getByRole('textbox', { name: 'Người liên hệ' })
  const phone = form.getByRole('textbox', { name: 'Số điện thoại' })
  const email = form.getByRole('textbox', { name: 'Email' })
  const province = form.getByRole('combobox', { name: 'Tỉnh/thành phố' })
  const message = form.getByRole('textbox', { name: 'Lời nhắn (không bắt buộc)' })
  const submit = form.getByRole('button', { name: 'Gửi đăng ký' })

  // Checked in the browser first, with the contract's messages.
  await submit.click()
  await expect(shopName).toHaveAccessibleDescription('Vui lòng nhập tên cửa hàng.')
  await expect(contact).toHaveAccessibleDescription('Vui lòng nhập tên người liên hệ.')
  await expect(phone).toHaveAccessibleDescription('Vui lòng nhập số điện thoại.')
  await expect(province).toHaveAccessibleDescription('Vui lòng chọn tỉnh/thành phố.')
  await expect(shopName).toBeFocused()

  await shopName.fill('Nông Sản Sạch Tây Nguyên')
  await contact.fill('Trần Thị Hoa')
  await phone.fill('0905 123 456')
  await email.fill('Hoa.Tran@NongSanTayNguyen.vn')
  await message.fill('Cà phê và mắc ca, khoảng 40 sản phẩm.')
  // A province the server no longer knows (a stale list): its 422 lands beside the field.
  await province.evaluate((select: HTMLSelectElement) => {
    select.add(new Option('Tỉnh cũ', '99'))
    select.value = '99'
  })
  await submit.click()
  await expect(province).toHaveAccessibleDescription('Tỉnh/thành phố không tồn tại.')
  await expect(shopName).not.toHaveAttribute('aria-invalid', 'true')

  await province.selectOption({ label: 'Đắk Lắk' })
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/partner-applications') &&
      response.request().method() === 'POST',
  )
  await submit.click()
  const response = await answer
  expect(response.status()).toBe(201)
  expect(response.request().postDataJSON()).toEqual({
    shop_name: 'Nông Sản Sạch Tây Nguyên',
    contact_name: 'Trần Thị Hoa',
    phone: '0905 123 456',
    email: 'hoa.tran@nongsantaynguyen.vn',
    province_code: '66',
    message: 'Cà phê và mắc ca, khoảng 40 sản phẩm.',
  })
  const stored = (await response.json()) as { id: number; status: string }
  expect(stored.id).toBeGreaterThan(0)
  expect(stored.status).toBe('pending')

  await expect(applySection(page).getByRole('status')).toContainText(
    'Cảm ơn bạn đã đăng ký làm đối tác bán hàng',
  )
  await expect(partnerForm(page)).toHaveCount(0)
  // Nothing typed ever reached the address bar.
  await expect(page).toHaveURL('/doi-tac-ban-hang')
})

test('the partner form fetches its checks on first use, and a double click sends one application', async ({
  page,
}) => {
  // The form's schema is not in the page's first load; hold it back to widen the gap a second
  // click could slip through.
  await page.route(/\/assets\/partner-schema-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  const schemaLoaded = page.waitForResponse(/\/assets\/partner-schema-[^/]+\.js$/)
  let posts = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/partner-applications') && request.method() === 'POST') {
      posts++
    }
  })
  await visit(page, '/doi-tac-ban-hang')
  const form = partnerForm(page)
  await form.getByRole('textbox', { name: 'Tên cửa hàng' }).fill('Gốm Sứ Bát Tràng Xanh')
  await form.getByRole('textbox', { name: 'Người liên hệ' }).fill('Lê Văn Minh')
  await form.getByRole('textbox', { name: 'Số điện thoại' }).fill('0912 345 678')
  await form.getByRole('textbox', { name: 'Email' }).fill('minh@gombattrang.vn')
  await form
    .getByRole('combobox', { name: 'Tỉnh/thành phố' })
    .selectOption({ label: 'Thành phố Hà Nội' })
  await form.getByRole('button', { name: 'Gửi đăng ký' }).dblclick()
  await schemaLoaded
  await expect(applySection(page).getByRole('status')).toContainText(
    'Cảm ơn bạn đã đăng ký làm đối tác bán hàng',
  )
  expect(posts).toBe(1)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the partner form posts to the page and answers with errors or thanks', async ({ page }) => {
    await page.goto('/doi-tac-ban-hang')
    const form = partnerForm(page)
    await form.getByRole('textbox', { name: 'Tên cửa hàng' }).fill('Gốm Bát Tràng Xưa')
    await form.getByRole('textbox', { name: 'Số điện thoại' }).fill('12345')
    await form.getByRole('button', { name: 'Gửi đăng ký' }).click()

    await expect(page).toHaveURL('/doi-tac-ban-hang')
    await expect(form.getByRole('textbox', { name: 'Tên cửa hàng' })).toHaveValue(
      'Gốm Bát Tràng Xưa',
    )
    await expect(form.getByRole('textbox', { name: 'Số điện thoại' })).toHaveAccessibleDescription(
      'Số điện thoại không hợp lệ (ví dụ: 0912 345 678).',
    )
    await expect(form.getByRole('textbox', { name: 'Người liên hệ' })).toHaveAccessibleDescription(
      'Vui lòng nhập tên người liên hệ.',
    )

    await form.getByRole('textbox', { name: 'Người liên hệ' }).fill('Lê Văn Gốm')
    await form.getByRole('textbox', { name: 'Số điện thoại' }).fill('0912345678')
    await form.getByRole('textbox', { name: 'Email' }).fill('gom@battrang.vn')
    await form
      .getByRole('combobox', { name: 'Tỉnh/thành phố' })
      .selectOption({ label: 'Thành phố Hà Nội' })
    await form.getByRole('button', { name: 'Gửi đăng ký' }).click()
    await expect(page).toHaveURL('/doi-tac-ban-hang')
    await expect(applySection(page).getByRole('status')).toContainText(
      'Cảm ơn bạn đã đăng ký làm đối tác bán hàng',
    )
  })
})
