import { expect, newUserData, test } from '../support/fixtures.ts'
import { expectSignedIn, tokenCookie, visit } from '../support/pages.ts'

test('a visitor registers: Vietnamese errors beside the fields, then is logged in', async ({
  page,
  context,
  createUser,
}) => {
  const existing = await createUser()
  const visitor = newUserData()
  await visit(page, '/register')
  const form = page.getByRole('main')
  const name = form.getByRole('textbox', { name: 'Họ và tên', exact: true })
  const email = form.getByRole('textbox', { name: 'Email', exact: true })
  const phone = form.getByRole('textbox', { name: 'Số điện thoại', exact: true })
  const password = form.getByRole('textbox', { name: 'Mật khẩu', exact: true })
  const confirmation = form.getByRole('textbox', { name: 'Nhập lại mật khẩu', exact: true })
  const submit = form.getByRole('button', { name: 'Tạo tài khoản' })

  await name.fill('A')
  await email.fill('khong-phai-email')
  await phone.fill('12345')
  await password.fill('ngan')
  await submit.click()
  await expect(name).toHaveAccessibleDescription('Họ tên phải có ít nhất 2 ký tự.')
  await expect(email).toHaveAccessibleDescription('Email không hợp lệ.')
  await expect(phone).toHaveAccessibleDescription(
    'Số điện thoại không hợp lệ (ví dụ: 0912 345 678).',
  )
  await expect(password).toHaveAccessibleDescription(/Mật khẩu phải có ít nhất 8 ký tự\./)
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toBeFocused()

  await name.fill(visitor.name)
  await email.fill(visitor.email)
  await phone.fill(visitor.phone)
  await password.fill(visitor.password)
  await confirmation.fill(`${visitor.password}-khac`)
  await submit.click()
  await expect(confirmation).toHaveAccessibleDescription('Mật khẩu xác nhận không khớp.')
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')

  // What only the server knows comes back as 422 and lands beside its field too.
  await email.fill(existing.email.toUpperCase())
  await confirmation.fill(visitor.password)
  await submit.click()
  await expect(email).toHaveAccessibleDescription('Email này đã được đăng ký.')

  await email.fill(visitor.email)
  await password.fill('password123')
  await confirmation.fill('password123')
  await submit.click()
  await expect(password).toHaveAccessibleDescription(
    /Mật khẩu này quá phổ biến, vui lòng chọn mật khẩu khác\./,
  )

  await password.fill(visitor.password)
  await confirmation.fill(visitor.password)
  await submit.click()
  await expect(page).toHaveURL('/')
  await expectSignedIn(page, visitor.name)
  expect(await tokenCookie(context)).toBeDefined()

  // The session is real: a fresh page load renders the same account on the server.
  await page.reload()
  await expectSignedIn(page, visitor.name)
})
