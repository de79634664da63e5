import { expect, test } from '../support/fixtures.ts'
import {
  expectSignedIn,
  expectSignedOut,
  logOutFromHeader,
  sessionToken,
  tokenCookie,
  visit,
} from '../support/pages.ts'

test('logging out clears the token cookie and the user, and ends the session', async ({
  page,
  context,
  request,
  createUser,
  login,
}) => {
  const user = await createUser()
  await login(page, user)
  await expectSignedIn(page, user.name)
  const token = await sessionToken(context)
  const bearer = { authorization: `Bearer ${token}` }
  expect((await request.get('/api/v1/users/me', { headers: bearer })).status()).toBe(200)

  await logOutFromHeader(page, user.name)
  await expectSignedOut(page)
  expect(await tokenCookie(context)).toBeUndefined()

  // The server ended the session too: the token no longer opens anything.
  expect((await request.get('/api/v1/users/me', { headers: bearer })).status()).toBe(401)
  await page.reload()
  await expectSignedOut(page)
})

test('logging out still works when the logout call fails', async ({
  page,
  context,
  createUser,
  login,
}) => {
  const user = await createUser()
  await login(page, user)
  await expectSignedIn(page, user.name)
  let logoutCalls = 0
  await page.route('**/api/v1/logout', (route) => {
    logoutCalls += 1
    return route.fulfill({ status: 500, json: { message: 'Lỗi máy chủ.' } })
  })

  await logOutFromHeader(page, user.name)
  await expectSignedOut(page)
  expect(await tokenCookie(context)).toBeUndefined()
  expect(logoutCalls).toBe(1)
  await page.reload()
  await expectSignedOut(page)
})

test('logging out from the account area leaves it for the home page', async ({
  page,
  createUser,
  login,
}) => {
  const user = await createUser()
  await login(page, user)
  await visit(page, '/my-account')
  await page
    .getByRole('navigation', { name: 'Tài khoản của tôi' })
    .getByRole('button', { name: 'Đăng xuất' })
    .click()
  await expect(page).toHaveURL('/')
  await expectSignedOut(page)
})
