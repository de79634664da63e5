import { expect, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'

const UNKNOWN = '/khong-ton-tai-abc'

test('an unknown path answers 404 with "Page not found" and the path', async ({ page }) => {
  const response = await visit(page, UNKNOWN)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.getByRole('main')).toContainText('404')
  await expect(page.getByRole('main').getByText(UNKNOWN, { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(/404/)

  // The way out works.
  await page.getByRole('link', { name: 'Về trang chủ' }).click()
  await expect(page).toHaveURL('/')
})

test('a search bot gets the status without the error page', async ({ request }) => {
  const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
  const bot = await request.get(UNKNOWN, { headers: { 'User-Agent': googlebot } })
  expect(bot.status()).toBe(404)
  const botBody = await bot.text()
  expect(botBody).not.toMatch(/<html|<script|<body/i)
  expect(botBody.length).toBeLessThan(200)

  // The same address in a browser's hands is the full page: the difference is the bot.
  const person = await request.get(UNKNOWN, {
    headers: {
      'User-Agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
    },
  })
  expect(person.status()).toBe(404)
  expect(await person.text()).toMatch(/<html lang="vi"/)
})
