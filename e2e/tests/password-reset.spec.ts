import { expect, test } from '../support/fixtures.ts'
import { expectSignedIn, submitLoginForm, visit } from '../support/pages.ts'

test('a forgotten password is reset through the link in the mail, once', async ({
  page,
  baseURL,
  createUser,
  readMail,
}) => {
  const user = await createUser()
  const newPassword = `${user.password}-dat-lai`
  await visit(page, '/login')
  await page.getByRole('link', { name: 'Quên mật khẩu?' }).click()
  await expect(page).toHaveURL('/forgot-password')
  await page.getByRole('textbox', { name: 'Email đã đăng ký', exact: true }).fill(user.email)
  await page.getByRole('button', { name: 'Gửi liên kết đặt lại mật khẩu' }).click()
  await expect(page.getByRole('status')).toContainText('chúng tôi đã gửi liên kết đặt lại mật khẩu')

  const mail = await readMail(user.email)
  expect(mail.subject).toContain('Đặt lại mật khẩu')
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeDefined()
  expect(link!.startsWith(`${baseURL}/reset-password?`)).toBe(true)
  const htmlHref = /href="([^"]+)"/.exec(mail.html)?.[1]
  expect(htmlHref?.replace(/&#38;|&amp;/g, '&')).toBe(link)

  await visit(page, link!)
  const form = page.getByRole('main')
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(user.email)
  await form.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill(newPassword)
  await form.getByRole('textbox', { name: 'Nhập lại mật khẩu mới', exact: true }).fill(newPassword)
  await form.getByRole('button', { name: 'Đặt lại mật khẩu' }).click()
  await expect(form.getByRole('status')).toContainText(
    'Mật khẩu đã được đặt lại. Vui lòng đăng nhập.',
  )

  await form.getByRole('link', { name: 'Đăng nhập' }).click()
  await expect(page).toHaveURL('/login')
  await submitLoginForm(page, user)
  await expect(
    form.getByRole('textbox', { name: 'Email', exact: true }),
  ).toHaveAccessibleDescription('Email hoặc mật khẩu không đúng.')
  await submitLoginForm(page, { email: user.email, password: newPassword })
  await expect(page).toHaveURL('/')
  await expectSignedIn(page, user.name)

  // The link works once.
  await visit(page, link!)
  await form
    .getByRole('textbox', { name: 'Mật khẩu mới', exact: true })
    .fill(`${newPassword}-lan-hai`)
  await form
    .getByRole('textbox', { name: 'Nhập lại mật khẩu mới', exact: true })
    .fill(`${newPassword}-lan-hai`)
  await form.getByRole('button', { name: 'Đặt lại mật khẩu' }).click()
  await expect(
    form.getByRole('textbox', { name: 'Email', exact: true }),
  ).toHaveAccessibleDescription('Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.')
})
