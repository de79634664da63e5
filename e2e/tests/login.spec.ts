import { DEMO_CUSTOMER, expect, test } from '../support/fixtures.ts'
import {
  expectSignedIn,
  expectSignedOut,
  siteHeader,
  submitLoginForm,
  visit,
} from '../support/pages.ts'

test('after a plain login the visitor lands on the home page, named in the header', async ({
  page,
  createUser,
}) => {
  const user = await createUser()
  await visit(page, '/forgot-password')
  await siteHeader(page).getByRole('link', { name: 'Đăng nhập', exact: true }).click()
  await expect(page).toHaveURL('/login')

  await submitLoginForm(page, user)
  await expect(page).toHaveURL('/')
  await expectSignedIn(page, user.name)
})

test('the demo customer from the README can log in', async ({ page, login }) => {
  await login(page, DEMO_CUSTOMER)
  await expect(page).toHaveURL('/')
  await expect(siteHeader(page).getByRole('link', { name: 'Đăng nhập', exact: true })).toHaveCount(
    0,
  )
})

test('a wrong password is refused in Vietnamese beside the email field', async ({
  page,
  createUser,
}) => {
  const user = await createUser()
  await visit(page, '/login')
  await submitLoginForm(page, { email: user.email, password: `${user.password}-sai` })

  const email = page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true })
  await expect(email).toHaveAccessibleDescription('Email hoặc mật khẩu không đúng.')
  await expect(page).toHaveURL('/login')
  await expectSignedOut(page)
})

test('the sixth wrong password in a minute is throttled', async ({ page, createUser }) => {
  const user = await createUser()
  await visit(page, '/login')
  const wrong = { email: user.email, password: `${user.password}-sai` }

  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/login'))
    await submitLoginForm(page, wrong)
    expect((await answer).status(), `attempt ${attempt}`).toBe(422)
    await expect(
      page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }),
    ).toHaveAccessibleDescription('Email hoặc mật khẩu không đúng.')
  }

  let answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/login'))
  await submitLoginForm(page, wrong)
  expect((await answer).status()).toBe(429)
  await expect(page.getByRole('alert')).toContainText(
    /Bạn thao tác quá nhiều lần\. Vui lòng thử lại sau \d+ giây\./,
  )

  // Even the right password waits out the minute.
  answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/login'))
  await submitLoginForm(page, user)
  expect((await answer).status()).toBe(429)
  await expect(page.getByRole('alert')).toContainText('Bạn thao tác quá nhiều lần.')
  await expect(page).toHaveURL('/login')
  await expectSignedOut(page)
})
