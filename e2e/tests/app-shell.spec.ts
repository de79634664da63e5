import { expect, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'

interface WebsiteSettings {
  site_name: string
  site_description: string
  favicon: string | null
}

test('the document is Vietnamese and carries the site settings in <head>', async ({
  page,
  request,
}) => {
  const settings = (await (await request.get('/api/v1/website-settings')).json()) as WebsiteSettings
  await visit(page, '/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
  await expect(page).toHaveTitle(settings.site_name)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    settings.site_description,
  )
  const favicon = page.locator('link[rel="icon"]')
  await expect(favicon).toHaveAttribute('href', settings.favicon ?? '/favicon.svg')
  const icon = await request.get((await favicon.getAttribute('href'))!)
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toMatch(/^image\//)

  // Pages name themselves before the site.
  await page.getByRole('banner').getByRole('link', { name: 'Đăng nhập', exact: true }).click()
  await expect(page).toHaveTitle(`Đăng nhập | ${settings.site_name}`)
})

test.describe('scrolling on navigation', () => {
  test.use({ viewport: { width: 390, height: 600 } })

  test('a new page starts at the top', async ({ page }) => {
    await visit(page, '/')
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Quên mật khẩu', exact: true })
    await footerLink.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)

    await footerLink.click()
    await expect(page.getByRole('heading', { name: 'Quên mật khẩu', level: 1 })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('an address with a hash scrolls to its target instead', async ({ page }) => {
    await visit(page, '/login')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    // No link of the shell carries a hash yet: navigate the way such a link would, in-app.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/#sections-title'),
    )
    const target = page.getByRole('heading', { name: /^Khám phá \S/, level: 2 })
    await expect(target).toBeVisible()
    await expect(page).toHaveURL('/#sections-title')
    await expect
      .poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(0)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })
})

test('a slow navigation shows the 3 px loading bar until the page arrives', async ({ page }) => {
  await visit(page, '/')
  // The parts loaded after hydration (footer, header suggestions) first: one still loading when
  // the code below is held would suspend the navigation's render, the bar's with it.
  await page.waitForLoadState('networkidle')
  const bar = page.locator('.loading-bar')
  await expect(bar).toHaveCSS('opacity', '0')

  // Hold the next page's code until the bar has been seen.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  await page.route(/\/assets\/.+\.(js|css)$/, async (route) => {
    held += 1
    await released
    await route.continue()
  })

  await page.getByRole('banner').getByRole('link', { name: 'Đăng ký', exact: true }).click()
  await expect(bar).toHaveCSS('opacity', '1')
  expect((await bar.boundingBox())?.height).toBe(3)
  await expect(page).toHaveURL('/')
  expect(held).toBeGreaterThan(0)

  release()
  await expect(page.getByRole('heading', { name: 'Đăng ký tài khoản', level: 1 })).toBeVisible()
  await expect(page).toHaveURL('/register')
  await expect(bar).toHaveCSS('opacity', '0')
})

test('the hourly build check reloads the page once the build changed', async ({ page }) => {
  await page.clock.install()
  let loads = 0
  let served: string | null = null
  await page.route('**/api/v1/build', async (route) => {
    const response = await route.fetch()
    const { build_id } = (await response.json()) as { build_id: string }
    return route.fulfill({ response, json: { build_id: served ?? build_id } })
  })
  await visit(page, '/')
  page.on('load', () => (loads += 1))
  const checkDone = () =>
    page.waitForEvent('requestfinished', (r) => r.url().endsWith('/api/v1/build'))

  // First hour: the same build is served, the page stays.
  let check = checkDone()
  await page.clock.fastForward('01:00:00')
  await check

  // Second hour: a new build went live.
  served = 'a-newer-build'
  check = checkDone()
  const reloaded = page.waitForEvent('load')
  await page.clock.fastForward('01:00:00')
  await check
  await reloaded
  expect(loads).toBe(1)
})
