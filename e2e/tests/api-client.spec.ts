import { expect, test } from '../support/fixtures.ts'
import { expectSignedIn, expectSignedOut, submitLoginForm, visit } from '../support/pages.ts'

test('a GET answered 503 is retried and the page carries on', async ({
  page,
  createUser,
  login,
}) => {
  const user = await createUser()
  let calls = 0
  await page.route('**/api/v1/users/me', (route) => {
    calls += 1
    if (calls === 1) return route.fulfill({ status: 503, json: { message: 'Bảo trì.' } })
    return route.continue()
  })

  // Logging in loads the user with GET /api/v1/users/me: its first answer is a 503.
  await login(page, user)
  await expectSignedIn(page, user.name)
  expect(calls).toBeGreaterThanOrEqual(2)
})

test('a POST answered 503 is not retried', async ({ page, createUser }) => {
  const user = await createUser()
  let calls = 0
  await page.route('**/api/v1/login', (route) => {
    calls += 1
    return route.fulfill({ status: 503, json: { message: 'Hệ thống đang bảo trì.' } })
  })
  await visit(page, '/login')
  await submitLoginForm(page, user)

  await expect(page.getByRole('alert')).toHaveText('Hệ thống đang bảo trì.')
  await expect(page.getByRole('main').getByRole('button', { name: 'Đăng nhập' })).toBeEnabled()
  expect(calls).toBe(1)
  await expect(page).toHaveURL('/login')
  await expectSignedOut(page)
})
