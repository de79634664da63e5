import { expect, test } from '../support/fixtures.ts'
import { adminSidebar, DEMO_STAFF, giveStaffSession, openBackOffice } from '../support/admin.ts'
import { visit } from '../support/pages.ts'

// Each template's sidebar agrees with what GET /api/v1/admin/me says it may do, and with the
// staff API's own answers (the pages that exist so far: home, staff, roles, settings, audit log).
for (const staff of DEMO_STAFF) {
  test(`${staff.role} (${staff.email}) sees the items their permissions allow`, async ({
    page,
  }) => {
    await openBackOffice(page, staff)
    await expect(page.getByRole('banner')).toContainText(staff.role)

    // The browser's requests carry the staff cookie: the API answers as it answers the pages.
    const me = await page.request.get('/api/v1/admin/me')
    expect(me.status()).toBe(200)
    const { permissions } = (await me.json()) as { permissions: string[] }
    const manages = permissions.includes('staff:manage')
    const staffList = await page.request.get('/api/v1/admin/staff')
    expect(staffList.status()).toBe(manages ? 200 : 403)
    const roles = await page.request.get('/api/v1/admin/roles')
    expect(roles.status()).toBe(manages ? 200 : 403)

    const holds = (permission: string) => permissions.includes(permission)
    await expect(adminSidebar(page).getByRole('link')).toHaveText([
      holds('dashboard:read') ? 'Tổng quan' : 'Trang chủ quản trị',
      ...(holds('order:read') ? ['Đơn hàng'] : []),
      ...(holds('customer:read') ? ['Khách hàng'] : []),
      ...(holds('product:read') ? ['Sản phẩm', 'Kho hàng', 'Sắp hết hàng'] : []),
      ...(holds('product:read') || holds('category:write') ? ['Danh mục'] : []),
      ...(holds('product:read') ? ['Thương hiệu', 'Cửa hàng', 'Nhập, xuất sản phẩm'] : []),
      ...(holds('voucher:write') ? ['Mã giảm giá'] : []),
      ...(holds('article:write') ? ['Tin tức', 'Chuyên mục tin tức'] : []),
      ...(holds('review:moderate') ? ['Đánh giá'] : []),
      ...(holds('classified:moderate') ? ['Tin rao vặt'] : []),
      ...(holds('report:handle') ? ['Báo cáo rao vặt'] : []),
      ...(holds('topic:write') ? ['Chủ đề rao vặt'] : []),
      ...(holds('partner:review') ? ['Đăng ký đối tác'] : []),
      ...(manages ? ['Nhân viên', 'Vai trò'] : []),
      ...(holds('settings:write') || holds('settings:bank') ? ['Cài đặt'] : []),
      ...(holds('audit:read') ? ['Nhật ký'] : []),
      'Bảo mật',
    ])
    for (const path of ['/quan-tri/nhan-vien', '/quan-tri/vai-tro']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(manages ? 200 : 403)
    }
  })
}

test('the owner edits roles: permissions grouped, the owner role locked and explained', async ({
  page,
  axe,
}) => {
  await giveStaffSession(page.context(), DEMO_STAFF[0]!)
  await visit(page, '/quan-tri/vai-tro')
  const table = page.getByRole('table', { name: 'Danh sách vai trò' })
  // The header and one row per role template.
  await expect(table.getByRole('row')).toHaveCount(9)
  await axe(page)

  // Sorted by holders through the address, shareable.
  await table.getByRole('link', { name: /Người giữ/ }).click()
  await expect(page).toHaveURL('/quan-tri/vai-tro?sort=holders')
  await expect(table.getByRole('columnheader', { name: /Người giữ/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )

  await page.getByRole('link', { name: 'Sửa vai trò Chủ cửa hàng' }).click()
  const editor = page.getByRole('region', { name: /Sửa vai trò: Chủ cửa hàng/ })
  await expect(editor.getByText('Vai trò Chủ cửa hàng luôn có mọi quyền')).toBeVisible()
  const staffManage = editor.getByRole('checkbox', { name: /Quản lý nhân viên và vai trò/ })
  await expect(staffManage).toBeChecked()
  await expect(staffManage).toBeDisabled()
  await expect(editor.getByRole('group', { name: 'Đơn hàng' })).toBeVisible()
  await axe(page)

  // A new role: a missing name is refused beside the field.
  const name = `Thu ngân ${Date.now().toString(36)}`
  await page.getByRole('link', { name: 'Tạo vai trò' }).click()
  const create = page.getByRole('region', { name: 'Tạo vai trò mới' })
  await create.getByRole('button', { name: 'Tạo vai trò' }).click()
  await expect(create.getByRole('textbox', { name: 'Tên vai trò' })).toHaveAccessibleDescription(
    'Vui lòng nhập tên vai trò (tối đa 100 ký tự).',
  )
  await create.getByRole('textbox', { name: 'Tên vai trò' }).fill(name)
  await create.getByRole('checkbox', { name: /Ghi nhận thanh toán/ }).check()
  await create.getByRole('button', { name: 'Tạo vai trò' }).click()
  await expect(page.getByRole('status').getByText(`Đã tạo vai trò ${name}.`)).toBeVisible()
  await expect(table.getByText(name)).toBeVisible()

  // Nobody holds it: it can be deleted, after a confirmation.
  await page.getByRole('button', { name: `Xóa vai trò ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Xóa vai trò ${name}?` })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Xóa vai trò' }).click()
  await expect(page.getByRole('status').getByText(`Đã xóa vai trò ${name}.`)).toBeVisible()
  await expect(table.getByText(name)).toHaveCount(0)
})

test('at 390 px the sidebar is a drawer, opened and closed from the keyboard', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openBackOffice(page, DEMO_STAFF[0]!)
  await expect(adminSidebar(page)).toBeHidden()
  const menu = page.getByRole('button', { name: 'Mở menu quản trị' })
  await menu.focus()
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Menu quản trị' })
  await expect(drawer.getByRole('link', { name: 'Nhân viên' })).toBeVisible()
  await axe(page)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await menu.click()
  await drawer.getByRole('link', { name: 'Vai trò' }).click()
  await expect(page).toHaveURL('/quan-tri/vai-tro')
  await expect(drawer).toBeHidden()
})
