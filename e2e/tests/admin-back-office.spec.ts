import { DEMO_CUSTOMER, expect, test } from '../support/fixtures.ts'
import {
  adminSidebar,
  DEMO_OWNER,
  ownerToken,
  staffSignIn,
  submitStaffSignIn,
} from '../support/admin.ts'
import { visit } from '../support/pages.ts'

test('an anonymous visitor of /quan-tri is sent to the staff sign-in, with a way back', async ({
  request,
  page,
}) => {
  const response = await request.get('/quan-tri/nhan-vien?q=an', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe(
    '/quan-tri/dang-nhap?redirect=/quan-tri/nhan-vien%3Fq%3Dan',
  )
  await visit(page, '/quan-tri')
  await expect(page).toHaveURL('/quan-tri/dang-nhap?redirect=/quan-tri')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đăng nhập trang quản trị')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

test('a signed-in shopper visiting /quan-tri gets the 403 page, and the staff sign-in refuses them', async ({
  page,
  createUser,
  setSessionToken,
  axe,
}) => {
  const shopper = await createUser()
  await setSessionToken(page.context(), shopper.token)
  const response = await page.goto('/quan-tri')
  expect(response?.status()).toBe(403)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bạn không có quyền truy cập trang quản trị' }),
  ).toBeVisible()
  await expect(adminSidebar(page)).toHaveCount(0)
  await axe(page)

  await page.getByRole('link', { name: 'Đăng nhập bằng tài khoản nhân viên' }).click()
  await expect(page).toHaveURL('/quan-tri/dang-nhap')
  await submitStaffSignIn(page, shopper)
  await expect(
    page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }),
  ).toHaveAccessibleDescription('Tài khoản này không có quyền truy cập trang quản trị.')
  const cookies = await page.context().cookies()
  expect(cookies.map((cookie) => cookie.name)).not.toContain('phiencho_staff')
})

test('the owner signs in, sees the home and the staff list, and makes the demo customer an order clerk who then sees only their pages', async ({
  page,
  browser,
  request,
  axe,
}) => {
  // The demo customer is everyone's: whatever this test gives them is taken back at the end.
  const token = await ownerToken(request)
  const owner = { authorization: `Bearer ${token}` }
  const customerId = async () => {
    const response = await request.get('/api/v1/admin/staff?q=khachhang%40phiencho.vn', {
      headers: owner,
    })
    const { data } = (await response.json()) as { data: { id: number; email: string }[] }
    return data.find((member) => member.email === DEMO_CUSTOMER.email)?.id ?? null
  }
  const demote = async () => {
    const id = await customerId()
    if (id === null) return
    const answer = await request.put(`/api/v1/admin/staff/${id}/roles`, {
      headers: owner,
      data: { role_ids: [] },
    })
    expect(answer.status()).toBe(200)
  }
  await demote()

  try {
    await staffSignIn(page, DEMO_OWNER)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'phiencho_staff')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    // The page's scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('phiencho_staff')
    await expect(page.getByRole('banner')).toContainText('Chủ cửa hàng')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' })).toBeVisible()
    await axe(page)

    await adminSidebar(page).getByRole('link', { name: 'Nhân viên' }).click()
    await expect(page).toHaveURL('/quan-tri/nhan-vien')
    const table = page.getByRole('table', { name: 'Danh sách nhân viên' })
    await expect(table.getByText('chucuahang@phiencho.vn')).toBeVisible()
    await axe(page)

    const form = page.getByRole('region', { name: 'Thêm nhân viên' })
    await form.getByRole('textbox', { name: 'Email tài khoản' }).fill('khong-co-ai@phiencho.test')
    await form.getByRole('checkbox', { name: 'Nhân viên đơn hàng' }).check()
    await form.getByRole('button', { name: 'Thêm nhân viên' }).click()
    await expect(
      form.getByRole('textbox', { name: 'Email tài khoản' }),
    ).toHaveAccessibleDescription(/Không có tài khoản nào với email này\./)

    await form.getByRole('textbox', { name: 'Email tài khoản' }).fill(DEMO_CUSTOMER.email)
    await form.getByRole('button', { name: 'Thêm nhân viên' }).click()
    await expect(page.getByRole('status').getByText(/làm nhân viên\.$/)).toBeVisible()

    await page.getByRole('searchbox', { name: 'Tìm theo tên hoặc email' }).fill('khachhang')
    await page.getByRole('button', { name: 'Lọc' }).click()
    await expect(page).toHaveURL('/quan-tri/nhan-vien?q=khachhang')
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table.getByRole('row').nth(1)).toContainText('Nhân viên đơn hàng')

    // The new clerk signs in elsewhere and sees only what their role opens.
    const clerk = await browser.newContext()
    try {
      const clerkPage = await clerk.newPage()
      await staffSignIn(clerkPage, DEMO_CUSTOMER)
      await expect(adminSidebar(clerkPage).getByRole('link')).toHaveText([
        'Tổng quan',
        'Đơn hàng',
        'Khách hàng',
        'Bảo mật',
      ])
      const refused = await visit(clerkPage, '/quan-tri/nhan-vien')
      expect(refused?.status()).toBe(403)
      await expect(
        clerkPage.getByRole('heading', { level: 1, name: 'Bạn không có quyền mở trang này' }),
      ).toBeVisible()
      // The 403 keeps the frame: the sidebar and the sign-out stay.
      await expect(adminSidebar(clerkPage)).toBeVisible()
      await clerkPage.getByRole('button', { name: 'Đăng xuất' }).click()
      await expect(clerkPage).toHaveURL('/quan-tri/dang-nhap')
      const after = await clerkPage.request.get('/api/v1/admin/me')
      expect(after.status()).toBe(401)
    } finally {
      await clerk.close()
    }
  } finally {
    await demote()
  }
})
