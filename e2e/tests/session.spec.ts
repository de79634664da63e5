import { expect, test } from '../support/fixtures.ts'
import {
  expectSignedIn,
  expectSignedOut,
  sessionToken,
  tokenCookie,
  visit,
} from '../support/pages.ts'

test('the token cookie lives one day', async ({ page, context, createUser, login }) => {
  const user = await createUser()
  const before = Date.now() / 1000
  await login(page, user)
  const cookie = await tokenCookie(context)
  expect(cookie, 'token cookie after login').toBeDefined()
  expect(cookie!.path).toBe('/')
  expect(cookie!.expires).toBeGreaterThanOrEqual(before + 86_400 - 5)
  expect(cookie!.expires).toBeLessThanOrEqual(Date.now() / 1000 + 86_400 + 5)
})

test('a token the server refuses is dropped and the visitor is anonymous', async ({
  page,
  context,
  setSessionToken,
}) => {
  await setSessionToken(context, 'khong-phai-token-hop-le')
  await visit(page, '/')
  await expectSignedOut(page)
  expect(await tokenCookie(context)).toBeUndefined()
})

test('a 401 while logged in resets the user and asks for a new login', async ({
  page,
  context,
  request,
  createUser,
  login,
}) => {
  const user = await createUser()
  await login(page, user)
  await visit(page, '/my-account/change-password')
  await expectSignedIn(page, user.name)

  // The session ends elsewhere (another tab logged out, the token was revoked).
  const token = await sessionToken(context)
  const logout = await request.post('/api/v1/logout', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(logout.status()).toBe(200)

  const form = page.getByRole('main')
  await form.getByRole('textbox', { name: 'Mật khẩu hiện tại', exact: true }).fill(user.password)
  await form
    .getByRole('textbox', { name: 'Mật khẩu mới', exact: true })
    .fill(`${user.password}-moi`)
  await form
    .getByRole('textbox', { name: 'Nhập lại mật khẩu mới', exact: true })
    .fill(`${user.password}-moi`)
  await form.getByRole('button', { name: 'Đổi mật khẩu' }).click()

  await expect(page).toHaveURL('/login?redirect=/my-account/change-password')
  await expectSignedOut(page)
  expect(await tokenCookie(context)).toBeUndefined()
})
