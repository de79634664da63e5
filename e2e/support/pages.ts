import {
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  expect,
  type Page,
  type Response,
} from '@playwright/test'
import type { Credentials } from './fixtures.ts'

/**
 * React Router's <ScrollRestoration> sets `history.scrollRestoration = 'manual'` in an effect, so
 * once it reads 'manual' the page is hydrated and its forms answer to React, not to the browser.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual')
}

/**
 * Waits until React has taken over the element `selector` finds (its node carries React's own
 * keys). Parts hydrated from a lazy chunk (the footer, the header's menus) are plain HTML until
 * then: a click on one of their links is a page load, not an in-app navigation.
 */
export async function waitForReactToOwn(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css)
    return element !== null && Object.keys(element).some((key) => key.startsWith('__react'))
  }, selector)
}

/** Loads `path` as a visitor typing it would, and waits until the page is interactive. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

export const siteHeader = (page: Page) => page.getByRole('banner')

/** The user's name as the header shows it (the open menu repeats it: only the visible one counts). */
const headerName = (page: Page, name: string) =>
  siteHeader(page).getByText(name, { exact: true }).filter({ visible: true })

export async function expectSignedIn(page: Page, name: string): Promise<void> {
  await expect(headerName(page, name)).toBeVisible()
  await expect(siteHeader(page).getByRole('link', { name: 'Đăng nhập', exact: true })).toHaveCount(
    0,
  )
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expect(siteHeader(page).getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible()
}

/** Fills and submits the form of the login page the browser is on. */
export async function submitLoginForm(page: Page, { email, password }: Credentials): Promise<void> {
  const form = page.getByRole('main')
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await form.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(password)
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
}

/** Opens the account menu in the header and logs out from it. */
export async function logOutFromHeader(page: Page, name: string): Promise<void> {
  await headerName(page, name).click()
  await siteHeader(page).getByRole('button', { name: 'Đăng xuất' }).click()
}

export async function tokenCookie(context: BrowserContext): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'token')
}

/** The access token the browser holds (the cookie keeps it URI-encoded: `12%7Csecret`). */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = await tokenCookie(context)
  expect(cookie, 'token cookie').toBeDefined()
  return decodeURIComponent(cookie!.value)
}

/** The slug of the first item an API list answers (`/api/v1/products?per_page=1&on_sale=true`). */
export async function firstSlug(request: APIRequestContext, apiPath: string): Promise<string> {
  const response = await request.get(apiPath)
  expect(response.ok(), apiPath).toBe(true)
  const { data } = (await response.json()) as { data: { slug: string }[] }
  expect(data.length, apiPath).toBeGreaterThan(0)
  return data[0]!.slug
}
