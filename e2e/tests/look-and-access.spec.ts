import { devices } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'

for (const path of ['/login', '/register', '/']) {
  test(`${path} has no serious or critical axe violations`, async ({ page, axe }) => {
    await visit(page, path)
    await axe(page)
  })
}

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: devices['Pixel 7'].userAgent,
  })

  test('/login fits the screen', async ({ page }, testInfo) => {
    await visit(page, '/login')
    await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible()
    await expect(page.getByRole('main').getByRole('button', { name: 'Đăng nhập' })).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: testInfo.outputPath('login-phone-390x844.png'), fullPage: true })
  })
})

test('/ on a desktop shows the header, its sections and the footer', async ({ page }, testInfo) => {
  await visit(page, '/')
  const sections = page.getByRole('navigation', { name: 'Danh mục chính' })
  await expect(sections).toBeVisible()
  for (const label of ['Sản phẩm', 'Cửa hàng', 'Thương hiệu', 'Tin tức', 'Rao vặt']) {
    await expect(sections.getByRole('link', { name: label })).toBeVisible()
  }
  await expect(page.getByRole('contentinfo')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
  await page.screenshot({ path: testInfo.outputPath('home-desktop-1280x800.png'), fullPage: true })
})
