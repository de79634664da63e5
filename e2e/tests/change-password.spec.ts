import { expect, test } from '../support/fixtures.ts'
import {
  expectSignedIn,
  expectSignedOut,
  logOutFromHeader,
  submitLoginForm,
  visit,
} from '../support/pages.ts'

test('a customer changes the password; only the new one logs in afterwards', async ({
  page,
  createUser,
  login,
}) => {
  const user = await createUser()
  const newPassword = `${user.password}-moi`
  await login(page, user)
  await visit(page, '/my-account/change-password')
  const form = page.getByRole('main')
  const current = form.getByRole('textbox', { name: 'Mật khẩu hiện tại', exact: true })
  const submit = form.getByRole('button', { name: 'Đổi mật khẩu' })

  await current.fill(`${user.password}-sai`)
  await form.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill(newPassword)
  await form.getByRole('textbox', { name: 'Nhập lại mật khẩu mới', exact: true }).fill(newPassword)
  await submit.click()
  await expect(current).toHaveAccessibleDescription('Mật khẩu hiện tại không đúng.')

  await current.fill(user.password)
  await form.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill(newPassword)
  await form.getByRole('textbox', { name: 'Nhập lại mật khẩu mới', exact: true }).fill(newPassword)
  await submit.click()
  await expect(form.getByRole('status')).toContainText('Đổi mật khẩu thành công.')
  await expect(current).toHaveValue('')

  // This browser keeps its session (the server handed it a new token).
  await page.reload()
  await expectSignedIn(page, user.name)

  await logOutFromHeader(page, user.name)
  await expectSignedOut(page)
  await visit(page, '/login')
  await submitLoginForm(page, user)
  await expect(
    page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }),
  ).toHaveAccessibleDescription('Email hoặc mật khẩu không đúng.')

  await submitLoginForm(page, { email: user.email, password: newPassword })
  await expect(page).toHaveURL('/')
  await expectSignedIn(page, user.name)
})
