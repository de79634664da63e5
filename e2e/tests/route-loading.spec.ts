import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { visit, waitForHydration, waitForReactToOwn } from '../support/pages.ts'

const FORGOT_PASSWORD_CHUNK = /\/assets\/forgot-password-[\w-]+\.js$/

const footerLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'Quên mật khẩu', exact: true })

/** The footer hydrates from a chunk of its own: until then its links load pages the plain way. */
async function visitHomeWithFooterHydrated(page: Page): Promise<void> {
  await visit(page, '/')
  await waitForReactToOwn(page, 'footer')
}

test('pointing at a link preloads its page before the click', async ({ page }) => {
  await visitHomeWithFooterHydrated(page)
  const preload = page.waitForRequest(FORGOT_PASSWORD_CHUNK)
  await footerLink(page).hover()
  await preload
  await expect(page).toHaveURL('/')

  // The click then has nothing left to fetch for the page's code.
  let fetchedOnClick = 0
  page.on('request', (request) => {
    if (FORGOT_PASSWORD_CHUNK.test(request.url())) fetchedOnClick += 1
  })
  await footerLink(page).click()
  await expect(page.getByRole('heading', { name: 'Quên mật khẩu', level: 1 })).toBeVisible()
  expect(fetchedOnClick).toBe(0)
})

test('a page whose code fails to load makes the browser reload, then works', async ({ page }) => {
  await visitHomeWithFooterHydrated(page)
  let failed = 0
  await page.route(FORGOT_PASSWORD_CHUNK, (route) => {
    if (failed > 0) return route.continue()
    failed += 1
    return route.abort('connectionreset')
  })

  const reloaded = page.waitForEvent('load')
  await footerLink(page).click()
  await reloaded
  await waitForHydration(page)
  expect(failed).toBe(1)
  await expect(page).toHaveURL('/')

  await footerLink(page).click()
  await expect(page.getByRole('heading', { name: 'Quên mật khẩu', level: 1 })).toBeVisible()
  await expect(page).toHaveURL('/forgot-password')
})

const FIRST_LOAD_CHUNKS = [
  ['its page module', FORGOT_PASSWORD_CHUNK],
  ['the app’s entry module', /\/assets\/entry\.client-[\w-]+\.js$/],
] as const

for (const [what, chunk] of FIRST_LOAD_CHUNKS) {
  test(`a page loaded whole whose ${what} fails to arrive reloads once, then works`, async ({
    page,
  }) => {
    let documentLoads = 0
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documentLoads += 1
    })
    // Every request for the module fails while the first load lasts (the browser asks again for
    // a module whose preload failed), and none after.
    let failed = 0
    await page.route(chunk, (route) => {
      if (documentLoads > 1) return route.continue()
      failed += 1
      return route.abort('connectionreset')
    })

    await visit(page, '/forgot-password')
    expect(failed).toBeGreaterThan(0)
    expect(documentLoads).toBe(2)
    await expect(page).toHaveURL('/forgot-password')
    // React answers the form: an empty email is refused beside the field, without a page load.
    await page.getByRole('button', { name: 'Gửi liên kết đặt lại mật khẩu' }).click()
    await expect(page.getByLabel('Email đã đăng ký')).toHaveAttribute('aria-invalid', 'true')
    expect(documentLoads).toBe(2)
  })
}

test('a page whose code never arrives reloads only once and stays readable', async ({ page }) => {
  await page.route(FORGOT_PASSWORD_CHUNK, (route) => route.abort('connectionreset'))
  let documentLoads = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documentLoads += 1
  })
  await page.goto('/forgot-password')
  await expect.poll(() => documentLoads).toBe(2)
  await page.waitForLoadState('load')
  await expect(page.getByRole('heading', { name: 'Quên mật khẩu', level: 1 })).toBeVisible()
  // The guard holds: no third load while the module keeps failing.
  await page.waitForTimeout(2_000)
  expect(documentLoads).toBe(2)
})
