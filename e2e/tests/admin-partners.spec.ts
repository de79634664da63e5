import { randomInt } from 'node:crypto'
import type { Page } from '@playwright/test'
import { adminSidebar, DEMO_STAFF, openBackOffice } from '../support/admin.ts'
import { expect, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'

// Partner applications in the back office: one sent through the API by a signed-in shopper is
// approved by the demo moderator and its shop opens at /cua-hang; one sent through the public form
// is rejected with a reason the applicant reads in their mail. Each carries a word of its own,
// which the console's search finds.

const MODERATOR = DEMO_STAFF.find((member) => member.role === 'Kiểm duyệt viên')!
const PAGE = '/quan-tri/doi-tac'

const newTag = () => `dt${randomInt(36 ** 6).toString(36)}`
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text)
const tab = (page: Page, label: string) =>
  page
    .getByRole('navigation', { name: 'Nhóm đơn đăng ký' })
    .getByRole('link', { name: new RegExp(`^${label}`) })
const card = (page: Page, shop: string) =>
  page
    .getByRole('list', { name: 'Danh sách đơn đăng ký đối tác' })
    .getByRole('article', { name: shop })

async function openConsole(page: Page, tag: string) {
  await openBackOffice(page, MODERATOR)
  await adminSidebar(page).getByRole('link', { name: 'Đăng ký đối tác' }).click()
  await expect(page).toHaveURL(PAGE)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đăng ký đối tác')
  await page.getByRole('searchbox', { name: /Tìm theo tên cửa hàng/ }).fill(tag)
  await page.getByRole('button', { name: 'Lọc' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}`))
}

test('an application is approved and its shop opens at /cua-hang', async ({
  page,
  request,
  createUser,
  readMail,
  axe,
}) => {
  test.setTimeout(90_000)
  const tag = newTag()
  const applicant = await createUser()
  const shop = `An Phú Gốm ${tag}`
  const sent = await request.post('/api/v1/partner-applications', {
    data: {
      shop_name: shop,
      contact_name: applicant.name,
      phone: '0912345678',
      email: applicant.email,
      province_code: '01',
      message: 'Gốm sứ Bát Tràng làm thủ công.',
    },
    headers: { authorization: `Bearer ${applicant.token}`, 'x-forwarded-for': address() },
  })
  expect(sent.status(), await sent.text()).toBe(201)

  await openConsole(page, tag)
  await expect(tab(page, 'Chờ duyệt')).toHaveText('Chờ duyệt1')
  const item = card(page, shop)
  await expect(item).toContainText(applicant.email)
  await expect(item).toContainText('Gốm sứ Bát Tràng làm thủ công.')
  await axe(page)

  await item.getByRole('button', { name: `Duyệt đơn “${shop}”` }).click()
  const confirm = page.getByRole('dialog', { name: `Duyệt đơn “${shop}”?` })
  await expect(confirm).toContainText(applicant.email)
  await confirm.getByRole('button', { name: 'Duyệt và mở cửa hàng' }).click()
  await expect(toast(page, `Đã duyệt “${shop}”`)).toBeVisible()
  await expect(tab(page, 'Chờ duyệt')).toHaveText('Chờ duyệt0')
  await expect(tab(page, 'Đã duyệt')).toHaveText('Đã duyệt1')

  const mail = await readMail(applicant.email)
  expect(mail.subject).toContain('Đăng ký đối tác bán hàng đã được duyệt')

  await visit(page, '/cua-hang')
  await expect(page.getByRole('link', { name: new RegExp(shop) }).first()).toBeVisible()
  await page
    .getByRole('link', { name: new RegExp(shop) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop)
})

test('an application from the public form is rejected with a reason, mailed to the applicant', async ({
  page,
  readMail,
  axe,
}) => {
  test.setTimeout(90_000)
  const tag = newTag()
  const shop = `Trà Thái Nguyên ${tag}`
  const email = `${tag}@example.vn`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() })
  await visit(page, '/doi-tac-ban-hang')
  const form = page.getByRole('form')
  await form.getByRole('textbox', { name: 'Tên cửa hàng' }).fill(shop)
  await form.getByRole('textbox', { name: 'Người liên hệ' }).fill('Lê Văn Chè')
  await form.getByRole('textbox', { name: 'Số điện thoại' }).fill('0987654321')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('combobox', { name: 'Tỉnh/thành phố' }).selectOption('01')
  await form.getByRole('button', { name: 'Gửi đăng ký' }).click()
  await expect(page.getByText('Cảm ơn bạn đã đăng ký làm đối tác bán hàng')).toBeVisible()
  await page.setExtraHTTPHeaders({})

  await openConsole(page, tag)
  const item = card(page, shop)
  await expect(item).toContainText('Chưa có tài khoản')
  await item.getByRole('button', { name: `Từ chối đơn “${shop}”` }).click()
  const reject = page.getByRole('dialog', { name: `Từ chối đơn “${shop}”?` })
  await reject.getByRole('radio', { name: 'Lý do khác' }).check()
  const reason = 'Cần bổ sung <giấy phép> kinh doanh & ảnh sản phẩm'
  await reject.getByRole('textbox').fill(reason)
  await axe(page)
  await reject.getByRole('button', { name: 'Từ chối đơn' }).click()
  await expect(toast(page, `Đã từ chối đơn “${shop}”.`)).toBeVisible()
  await expect(tab(page, 'Bị từ chối')).toHaveText('Bị từ chối1')
  await tab(page, 'Bị từ chối').click()
  await expect(card(page, shop)).toContainText(reason)

  const mail = await readMail(email)
  expect(mail.subject).toContain('Đăng ký đối tác bán hàng chưa được duyệt')
  expect(mail.text).toContain(`Lý do: ${reason}`)
})
