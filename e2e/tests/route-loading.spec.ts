import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { visit, waitForHydration } from '../support/pages.ts'

const FORGOT_PASSWORD_CHUNK = /\/assets\/forgot-password-[\w-]+\.js$/

const footerLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'Quên mật khẩu', exact: true })

test('pointing at a link preloads its page before the click', async ({ page }) => {
  await visit(page, '/')
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
  await visit(page, '/')
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
