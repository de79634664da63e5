import { expect, test } from '../support/fixtures.ts'
import { expectSignedIn, submitLoginForm, waitForHydration } from '../support/pages.ts'

test('the server sends an anonymous visitor of /my-account to /login with a way back', async ({
  request,
}) => {
  const response = await request.get('/my-account/change-password', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe('/login?redirect=/my-account/change-password')
})

test('an anonymous visitor of /my-account logs in and comes back to it', async ({
  page,
  createUser,
}) => {
  const user = await createUser()
  const response = await page.goto('/my-account')
  await waitForHydration(page)
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/my-account$/)
  await expect(page).toHaveURL('/login?redirect=/my-account')
  await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible()
  await expect(page.getByText('Vui lòng đăng nhập để tiếp tục.')).toBeVisible()

  await submitLoginForm(page, user)
  await expect(page).toHaveURL('/my-account')
  await expect(page.getByRole('heading', { name: 'Thông tin tài khoản', level: 1 })).toBeVisible()
  await expect(page.getByRole('main').getByText(user.email)).toBeVisible()
  await expectSignedIn(page, user.name)
})
