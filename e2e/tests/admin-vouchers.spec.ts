import { randomInt } from 'node:crypto'
import type { Page } from '@playwright/test'
import { adminSidebar, DEMO_OWNER, openBackOffice } from '../support/admin.ts'
import { expect, test } from '../support/fixtures.ts'

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text)

test('the owner creates a voucher for one category, finds it in its tab and switches it off', async ({
  page,
  axe,
}) => {
  const code = `E2EKM${randomInt(1e6)}`
  await openBackOffice(page, DEMO_OWNER)
  await adminSidebar(page).getByRole('link', { name: 'Mã giảm giá' }).click()
  await expect(page).toHaveURL('/quan-tri/ma-giam-gia')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mã giảm giá')
  await axe(page)

  await page.getByRole('link', { name: 'Tạo mã giảm giá' }).click()
  await expect(page).toHaveURL('/quan-tri/ma-giam-gia/moi')
  await page.getByRole('textbox', { name: 'Mã giảm giá' }).fill(code.toLowerCase())
  await page.getByRole('combobox', { name: 'Loại giảm giá' }).selectOption('fixed')
  await page.getByRole('button', { name: 'Tạo mã giảm giá' }).click()
  // Checked in the page first: the value is required, and the field says so.
  const value = page.getByRole('textbox', { name: 'Số tiền giảm (đồng)' })
  await expect(value).toHaveAccessibleDescription(/Mức giảm phải là số nguyên/)
  await expect(value).toBeFocused()
  await axe(page)

  await value.fill('20.000')
  const categories = page.getByRole('group', { name: 'Danh mục áp dụng' })
  const first = categories.getByRole('checkbox').first()
  const categoryName = (await first.locator('xpath=..').innerText()).trim()
  await first.check()
  await expect(categories).toContainText(`Đã chọn: ${categoryName}`)
  await page.getByRole('button', { name: 'Tạo mã giảm giá' }).click()
  await expect(toast(page, `Đã tạo mã ${code}.`)).toBeVisible()
  await expect(page).toHaveURL(/\/quan-tri\/ma-giam-gia\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(code)
  await expect(
    page.getByRole('group', { name: 'Danh mục áp dụng' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(1)
  await axe(page)

  await page.getByRole('button', { name: 'Tắt mã' }).click()
  const dialog = page.getByRole('dialog', { name: `Tắt mã ${code}?` })
  await dialog.getByRole('button', { name: 'Tắt mã' }).click()
  await expect(toast(page, `Đã tắt mã ${code}.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Bật lại mã' })).toBeVisible()

  await page.getByRole('link', { name: '← Danh sách mã giảm giá' }).click()
  const tabs = page.getByRole('navigation', { name: 'Trạng thái mã giảm giá' })
  await tabs.getByRole('link', { name: /^Đã tắt/ }).click()
  await expect(page).toHaveURL('/quan-tri/ma-giam-gia?status=inactive')
  await page.getByRole('searchbox', { name: 'Tìm theo mã' }).fill(code)
  await page.getByRole('button', { name: 'Lọc' }).click()
  const table = page.getByRole('table', { name: 'Danh sách mã giảm giá' })
  await expect(table.getByRole('link', { name: code })).toBeVisible()
  await expect(table).toContainText(categoryName)
})
