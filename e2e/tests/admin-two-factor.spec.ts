import { type APIRequestContext, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expect, test, type Credentials } from '../support/fixtures.ts'
import {
  adminSidebar,
  DEMO_OWNER,
  openBackOffice,
  ownerToken,
  staffSignIn,
  submitStaffSignIn,
} from '../support/admin.ts'
import { visit } from '../support/pages.ts'

/** The code of the authenticator app, `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  })

async function roleId(request: APIRequestContext, token: string, name: string) {
  const response = await request.get('/api/v1/admin/roles', {
    headers: { authorization: `Bearer ${token}` },
  })
  const { data } = (await response.json()) as { data: { id: number; name: string }[] }
  return data.find((role) => role.name === name)!.id
}

/** Takes every role from a person this test made staff: the demo shop keeps its staff as it was. */
async function dropRoles(request: APIRequestContext, token: string, email: string) {
  const list = await request.get('/api/v1/admin/staff', {
    headers: { authorization: `Bearer ${token}` },
    params: { q: email },
  })
  const { data } = (await list.json()) as { data: { id: number; email: string }[] }
  const member = data.find((row) => row.email === email)
  if (!member) return
  const response = await request.put(`/api/v1/admin/staff/${member.id}/roles`, {
    headers: { authorization: `Bearer ${token}` },
    data: { role_ids: [] },
  })
  expect(response.status()).toBe(200)
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' }).click()
  await expect(page).toHaveURL('/quan-tri/dang-nhap')
}

async function codeStep(page: Page, staff: Credentials) {
  await visit(page, '/quan-tri/dang-nhap')
  await submitStaffSignIn(page, staff)
  await expect(page.getByRole('heading', { name: 'Xác minh hai bước' })).toBeVisible()
}

test('a staff member turns on two-step sign-in, then signs in with a code and with a recovery code', async ({
  page,
  request,
  createUser,
  axe,
}) => {
  const owner = await ownerToken(request)
  const staff = await createUser({ name: 'Đỗ Hai Bước' })
  const added = await request.post('/api/v1/admin/staff', {
    headers: { authorization: `Bearer ${owner}` },
    data: { email: staff.email, role_ids: [await roleId(request, owner, 'Nhân viên đơn hàng')] },
  })
  expect(added.status(), await added.text()).toBe(201)
  try {
    await staffSignIn(page, staff)
    await adminSidebar(page).getByRole('link', { name: 'Bảo mật' }).click()
    await expect(page).toHaveURL('/quan-tri/bao-mat')
    await expect(page.getByRole('heading', { level: 1, name: 'Bảo mật tài khoản' })).toBeVisible()
    // Not the owner: no switch for the whole shop.
    await expect(page.getByRole('switch')).toHaveCount(0)
    await axe(page)

    await page.getByRole('button', { name: 'Bật xác minh hai bước' }).click()
    await expect(page.getByRole('img', { name: /Mã QR/ })).toBeVisible()
    const secret = (await page.getByLabel('Khóa thiết lập').innerText()).replace(/\s+/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await axe(page)
    await page.getByRole('textbox', { name: 'Mã xác minh' }).fill('000000')
    await page.getByRole('button', { name: 'Xác nhận và bật' }).click()
    await expect(page.getByRole('textbox', { name: 'Mã xác minh' })).toHaveAccessibleDescription(
      'Mã xác minh không đúng hoặc đã hết hạn.',
    )
    await page.getByRole('textbox', { name: 'Mã xác minh' }).fill(codeFor(secret))
    await page.getByRole('button', { name: 'Xác nhận và bật' }).click()
    const codeList = page.getByRole('list', { name: 'Mã khôi phục' }).getByRole('listitem')
    await expect(codeList).toHaveCount(10)
    const codes = await codeList.allInnerTexts()
    expect(codes).toHaveLength(10)
    await expect(page.getByText('Đang bật')).toBeVisible()
    await axe(page)
    await page.getByRole('button', { name: 'Tôi đã lưu các mã' }).click()
    await expect(page.getByRole('list', { name: 'Mã khôi phục' })).toHaveCount(0)

    // The password alone no longer opens the back office.
    await signOut(page)
    await codeStep(page, staff)
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('phiencho_staff')
    await axe(page)
    // The step after the one the set-up used: a code is never taken twice.
    await page.getByRole('textbox', { name: 'Mã xác minh' }).fill(codeFor(secret, 1))
    await page.getByRole('button', { name: 'Xác minh', exact: true }).click()
    await expect(page).toHaveURL('/quan-tri')
    await expect(page.getByRole('heading', { level: 1, name: /^Xin chào/ })).toBeVisible()

    await signOut(page)
    await codeStep(page, staff)
    await page.getByRole('button', { name: 'Dùng mã khôi phục' }).click()
    await page.getByRole('textbox', { name: 'Mã khôi phục' }).fill(codes[0]!)
    await page.getByRole('button', { name: 'Xác minh', exact: true }).click()
    await expect(page).toHaveURL('/quan-tri')
    await visit(page, '/quan-tri/bao-mat')
    await expect(page.getByText('Còn 9 mã khôi phục chưa dùng.')).toBeVisible()

    // A recovery code serves once.
    await signOut(page)
    await codeStep(page, staff)
    await page.getByRole('button', { name: 'Dùng mã khôi phục' }).click()
    await page.getByRole('textbox', { name: 'Mã khôi phục' }).fill(codes[0]!)
    await page.getByRole('button', { name: 'Xác minh', exact: true }).click()
    await expect(page.getByRole('textbox', { name: 'Mã khôi phục' })).toHaveAccessibleDescription(
      /Mã xác minh không đúng hoặc đã hết hạn\./,
    )
  } finally {
    await dropRoles(request, owner, staff.email)
  }
})

test('the owner invites a new email; the invited person sets a password from the mail and lands in the back office', async ({
  page,
  browser,
  request,
  baseURL,
  readMail,
  axe,
}) => {
  const email = `moi.${Date.now()}.${Math.floor(Math.random() * 1e6)}@phiencho.test`
  const name = 'Vũ Được Mời'
  const owner = await ownerToken(request)
  try {
    await openBackOffice(page, DEMO_OWNER)
    await adminSidebar(page).getByRole('link', { name: 'Nhân viên' }).click()
    await page.getByRole('button', { name: 'Mời nhân viên' }).click()
    const dialog = page.getByRole('dialog', { name: 'Mời nhân viên' })
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('textbox', { name: 'Họ tên' }).fill(name)
    await dialog.getByRole('checkbox', { name: /Nhân viên đơn hàng/ }).check()
    await axe(page)
    await dialog.getByRole('button', { name: 'Gửi lời mời' }).click()
    await expect(
      page.getByText('Đã tạo tài khoản và gửi lời mời đặt mật khẩu tới email.'),
    ).toBeVisible()
    await expect(dialog).toBeHidden()

    const mail = await readMail(email)
    expect(mail.subject).toContain('Lời mời làm nhân viên')
    const link = /https?:\/\/\S+\/quan-tri\/dat-mat-khau\?token=\S+/.exec(mail.text)?.[0]
    expect(link, mail.text).toBeDefined()
    expect(link!.startsWith(`${baseURL}/quan-tri/dat-mat-khau?`)).toBe(true)

    const invited = await browser.newContext()
    try {
      const invitee = await invited.newPage()
      await visit(invitee, new URL(link!).pathname + new URL(link!).search)
      await expect(invitee.getByRole('heading', { level: 1, name: 'Đặt mật khẩu' })).toBeVisible()
      await axe(invitee)
      const password = 'Nhan-vien-duoc-moi-2026'
      await invitee.getByRole('textbox', { name: 'Mật khẩu mới' }).fill(password)
      await invitee.getByRole('textbox', { name: 'Nhập lại mật khẩu' }).fill(password)
      await invitee.getByRole('button', { name: 'Đặt mật khẩu và vào trang quản trị' }).click()
      await expect(invitee).toHaveURL('/quan-tri')
      await expect(
        invitee.getByRole('heading', { level: 1, name: `Xin chào, ${name}` }),
      ).toBeVisible()

      // The link served once.
      await visit(invitee, new URL(link!).pathname + new URL(link!).search)
      await invitee.getByRole('textbox', { name: 'Mật khẩu mới' }).fill(password)
      await invitee.getByRole('textbox', { name: 'Nhập lại mật khẩu' }).fill(password)
      await invitee.getByRole('button', { name: 'Đặt mật khẩu và vào trang quản trị' }).click()
      await expect(invitee.getByRole('alert')).toContainText('Liên kết mời này đã được dùng.')
    } finally {
      await invited.close()
    }
  } finally {
    await dropRoles(request, owner, email)
  }
})

test('the owner resends a pending invitation: a second mail arrives, and only its link works', async ({
  page,
  browser,
  request,
  readMail,
}) => {
  const email = `gui.lai.${Date.now()}.${Math.floor(Math.random() * 1e6)}@phiencho.test`
  const name = 'Đinh Chờ Nhận'
  const owner = await ownerToken(request)
  const linkOf = (text: string) =>
    new URL(/https?:\/\/\S+\/quan-tri\/dat-mat-khau\?token=\S+/.exec(text)![0])
  try {
    await openBackOffice(page, DEMO_OWNER)
    await adminSidebar(page).getByRole('link', { name: 'Nhân viên' }).click()
    await page.getByRole('button', { name: 'Mời nhân viên' }).click()
    const dialog = page.getByRole('dialog', { name: 'Mời nhân viên' })
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('textbox', { name: 'Họ tên' }).fill(name)
    await dialog.getByRole('checkbox', { name: /Kế toán/ }).check()
    await dialog.getByRole('button', { name: 'Gửi lời mời' }).click()
    await expect(dialog).toBeHidden()
    const first = linkOf((await readMail(email)).text)

    await page.getByRole('searchbox', { name: 'Tìm theo tên hoặc email' }).fill(email)
    await page.getByRole('searchbox', { name: 'Tìm theo tên hoặc email' }).press('Enter')
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toContainText('Chờ nhận lời mời')
    await row.getByRole('button', { name: `Gửi lại lời mời cho ${name}` }).click()
    await expect(page.getByText('Đã gửi lại lời mời.')).toBeVisible()

    const second = await readMail(email, { count: 2 })
    expect(second.subject).toContain('Lời mời làm nhân viên')
    const link = linkOf(second.text)
    expect(link.searchParams.get('token')).not.toBe(first.searchParams.get('token'))

    const invited = await browser.newContext()
    try {
      const invitee = await invited.newPage()
      const password = 'Nhan-vien-gui-lai-2026'
      const setPassword = async (url: URL) => {
        await visit(invitee, url.pathname + url.search)
        await invitee.getByRole('textbox', { name: 'Mật khẩu mới' }).fill(password)
        await invitee.getByRole('textbox', { name: 'Nhập lại mật khẩu' }).fill(password)
        await invitee.getByRole('button', { name: 'Đặt mật khẩu và vào trang quản trị' }).click()
      }
      await setPassword(first)
      await expect(invitee.getByRole('alert')).toContainText('Liên kết mời không hợp lệ')
      await setPassword(link)
      await expect(invitee).toHaveURL('/quan-tri')
    } finally {
      await invited.close()
    }

    // Accepted: nothing left to resend.
    await page.reload()
    await expect(row).toContainText('Đang hoạt động')
    await expect(row.getByRole('button', { name: /Gửi lại lời mời/ })).toHaveCount(0)
  } finally {
    await dropRoles(request, owner, email)
  }
})
