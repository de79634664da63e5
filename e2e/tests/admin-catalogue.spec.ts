import { expect, test } from '../support/fixtures.ts'
import { DEMO_STAFF, giveStaffSession } from '../support/admin.ts'
import { visit } from '../support/pages.ts'

// The catalogue consoles as Nhân viên sản phẩm/kho works them, from the keyboard. The shop's other
// journeys run beside these on the same demo data: each test changes only what it made itself
// (a new category, a new brand) and leaves the demo shops as they were.
const catalogStaff = DEMO_STAFF.find((staff) => staff.email === 'sanpham@phiencho.vn')!

test.beforeEach(async ({ page }) => {
  await giveStaffSession(page.context(), catalogStaff)
})

test('categories: create with a refusal per field, move with the keyboard, delete', async ({
  page,
  axe,
}) => {
  await visit(page, '/quan-tri/danh-muc')
  const tree = page.getByRole('list', { name: 'Cây danh mục' })
  await expect(tree.getByText('Điện thoại thông minh', { exact: true })).toBeVisible()
  await axe(page)

  // Collapsing a parent hides its children.
  const toggle = page.getByRole('button', { name: 'Thu gọn Điện thoại & Máy tính bảng' })
  await toggle.click()
  await expect(tree.getByText('Điện thoại thông minh', { exact: true })).toBeHidden()
  await page.getByRole('button', { name: 'Mở rộng Điện thoại & Máy tính bảng' }).click()
  await expect(tree.getByText('Điện thoại thông minh', { exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'Thêm danh mục' }).click()
  const editor = page.getByRole('region', { name: 'Thêm danh mục' })
  await editor.getByRole('button', { name: 'Tạo danh mục' }).click()
  const name = editor.getByRole('textbox', { name: 'Tên danh mục' })
  await expect(name).toBeFocused()
  await expect(name).toHaveAccessibleDescription('Vui lòng nhập tên (tối đa 100 ký tự).')
  const label = `Danh mục thử ${Date.now()}`
  await name.fill(label)
  await editor.getByRole('button', { name: 'Tạo danh mục' }).click()
  await expect(page.getByText(`Đã tạo danh mục ${label}.`)).toBeVisible()
  // Every row names every category in its "Chuyển đến…" choice: find the row by its own button.
  const row = tree
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Xóa danh mục ${label}` }) })
  await expect(row).toBeVisible()

  // Last at the top level: up one place, from the keyboard, which stays on the arrow.
  const up = page.getByRole('button', { name: `Chuyển ${label} lên trên` })
  await expect(page.getByRole('button', { name: `Chuyển ${label} xuống dưới` })).toBeDisabled()
  await up.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: `Chuyển ${label} xuống dưới` })).toBeEnabled()
  await expect(up).toBeFocused()
  await page.getByRole('button', { name: `Chuyển ${label} xuống dưới` }).click()
  await expect(page.getByRole('button', { name: `Chuyển ${label} xuống dưới` })).toBeDisabled()

  await page.getByRole('button', { name: `Xóa danh mục ${label}` }).click()
  const dialog = page.getByRole('dialog', { name: `Xóa danh mục ${label}?` })
  await dialog.getByRole('button', { name: 'Xóa danh mục' }).click()
  await expect(page.getByText(`Đã xóa danh mục ${label}.`)).toBeVisible()
  await expect(row).toHaveCount(0)

  // A category holding products is not offered for deletion: the reason is said at once.
  await page.getByRole('button', { name: 'Xóa danh mục Laptop' }).click()
  await expect(page.getByText(/^Danh mục còn \d+ sản phẩm; hãy chuyển sản phẩm/)).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('brands: a new brand made famous, moved, then deleted', async ({ page, axe }) => {
  await visit(page, '/quan-tri/thuong-hieu')
  const list = page.getByRole('list', { name: 'Thương hiệu theo thứ tự' })
  await expect(list.getByRole('link', { name: 'Sửa thương hiệu Samsung' })).toBeVisible()
  await axe(page)

  const label = `Hiệu thử ${Date.now()}`
  await page.getByRole('link', { name: 'Thêm thương hiệu' }).click()
  const editor = page.getByRole('region', { name: 'Thêm thương hiệu' })
  await editor.getByRole('textbox', { name: 'Tên thương hiệu' }).fill(label)
  await editor.getByRole('button', { name: 'Tạo thương hiệu' }).click()
  await expect(page.getByText(`Đã tạo thương hiệu ${label}.`)).toBeVisible()

  const famous = page.getByRole('switch', { name: `Thương hiệu nổi tiếng: ${label}` })
  await expect(famous).toHaveAttribute('aria-checked', 'false')
  await famous.click()
  await expect(famous).toHaveAttribute('aria-checked', 'true')

  const up = page.getByRole('button', { name: `Chuyển ${label} lên trên` })
  await up.click()
  await expect(page.getByRole('button', { name: `Chuyển ${label} xuống dưới` })).toBeEnabled()
  await expect(up).toBeFocused()

  await page.getByRole('button', { name: `Xóa thương hiệu ${label}` }).click()
  const dialog = page.getByRole('dialog', { name: `Xóa thương hiệu ${label}?` })
  await expect(dialog).toContainText('Thương hiệu chưa có sản phẩm nào.')
  await dialog.getByRole('button', { name: 'Xóa thương hiệu' }).click()
  await expect(page.getByText(`Đã xóa thương hiệu ${label}.`)).toBeVisible()
})

test('shops: status tabs, search, the suspension asks first and says what it does', async ({
  page,
  axe,
}) => {
  await visit(page, '/quan-tri/cua-hang')
  const tabs = page.getByRole('navigation', { name: 'Trạng thái cửa hàng' })
  await expect(tabs.getByRole('link', { name: /Tất cả/ })).toHaveAttribute('aria-current', 'page')
  await axe(page)

  await page.getByRole('searchbox', { name: /Tìm theo tên/ }).fill('ca phe')
  await page.getByRole('button', { name: 'Lọc' }).click()
  await expect(page).toHaveURL(/q=ca\+phe/)
  const shops = page.getByRole('list', { name: 'Danh sách cửa hàng' })
  await expect(shops.getByRole('listitem')).toHaveCount(1)
  await expect(shops).toContainText('Cà Phê Cao Nguyên')

  await page.getByRole('button', { name: 'Tạm ngưng cửa hàng Cà Phê Cao Nguyên' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tạm ngưng cửa hàng Cà Phê Cao Nguyên?' })
  await expect(dialog).toContainText('sẽ biến mất khỏi trang bán ngay')
  await axe(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.getByRole('link', { name: 'Sửa cửa hàng Cà Phê Cao Nguyên' }).click()
  const editor = page.getByRole('region', { name: 'Sửa cửa hàng: Cà Phê Cao Nguyên' })
  await expect(editor.getByRole('heading', { level: 2 })).toBeFocused()
  await editor.getByRole('textbox', { name: 'Số điện thoại' }).fill('123')
  await editor.getByRole('button', { name: 'Lưu cửa hàng' }).click()
  await expect(editor.getByRole('textbox', { name: 'Số điện thoại' })).toBeFocused()
  await expect(editor.getByRole('textbox', { name: 'Số điện thoại' })).toHaveAccessibleDescription(
    'Số điện thoại không hợp lệ (ví dụ: 0912 345 678).',
  )
  await editor.getByRole('button', { name: 'Hủy' }).click()
  await expect(editor).toBeHidden()
  // The keyboard is back where it was.
  await expect(page.getByRole('link', { name: 'Sửa cửa hàng Cà Phê Cao Nguyên' })).toBeFocused()
})
