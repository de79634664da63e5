import { expect, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'

test('a customer keeps an address book: errors beside the fields, add, default, delete', async ({
  page,
  createUser,
  setSessionToken,
  axe,
}) => {
  const user = await createUser()
  await setSessionToken(page.context(), user.token)
  await visit(page, '/my-account')
  await page.getByRole('link', { name: 'Sổ địa chỉ' }).click()
  await expect(page.getByRole('heading', { name: 'Sổ địa chỉ' })).toBeVisible()

  await page.getByRole('button', { name: 'Lưu địa chỉ' }).click()
  await expect(page.getByText('Vui lòng chọn tỉnh/thành phố.')).toBeVisible()
  await expect(page.getByText('Vui lòng nhập số nhà, tên đường.')).toBeVisible()

  const save = async (name: string, street: string, isDefault: boolean) => {
    await page.getByLabel('Họ tên người nhận').fill(name)
    await page.getByLabel('Số điện thoại').fill('0903123456')
    await page.getByLabel('Tỉnh / Thành phố').selectOption({ label: 'Thành phố Hồ Chí Minh' })
    const ward = page.getByLabel('Phường / Xã')
    await expect(ward.locator('option')).not.toHaveCount(1)
    await ward.selectOption({ index: 1 })
    await page.getByLabel('Số nhà, tên đường').fill(street)
    if (isDefault) await page.getByLabel('Đặt làm địa chỉ mặc định').check()
    await page.getByRole('button', { name: 'Lưu địa chỉ' }).click()
  }
  await save('Võ Thị Lan', '45 Nguyễn Huệ', true)
  const book = page.getByRole('list', { name: 'Địa chỉ đã lưu' })
  await expect(book.getByRole('listitem')).toHaveCount(1)
  await expect(book.getByText('Mặc định')).toBeVisible()
  await expect(page.getByLabel('Số nhà, tên đường')).toHaveValue('')

  await save('Võ Văn Tâm', '8 Lê Lợi', false)
  await expect(book.getByRole('listitem')).toHaveCount(2)
  const second = book.getByRole('listitem').filter({ hasText: '8 Lê Lợi' })
  await second.getByRole('button', { name: 'Đặt làm mặc định' }).click()
  await expect(second.getByText('Mặc định')).toBeVisible()
  await expect(book.getByRole('listitem').first()).toContainText('8 Lê Lợi')
  await axe(page)

  await book
    .getByRole('listitem')
    .filter({ hasText: '45 Nguyễn Huệ' })
    .getByRole('button', { name: /^Xóa/ })
    .click()
  await expect(book.getByRole('listitem')).toHaveCount(1)
})
