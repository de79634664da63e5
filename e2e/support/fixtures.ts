import { randomInt } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test'
import { type CapturedMail, waitForMail } from './mailbox.ts'
import { submitLoginForm, visit } from './pages.ts'
import { RUN_ENV, runValue } from './paths.ts'

export { expect }
export type { CapturedMail }

export interface Credentials {
  email: string
  password: string
}

export interface TestUser extends Credentials {
  name: string
  phone: string
  /** The access token the registration answered with. */
  token: string
}

/** Seeded on the first start of an empty database (README). */
export const DEMO_CUSTOMER: Credentials = {
  email: 'khachhang@phiencho.vn',
  password: 'PhienCho@2026',
}

const FAMILY_NAMES = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Võ', 'Đặng']
const GIVEN_NAMES = [
  'Văn An',
  'Thị Bích',
  'Minh Châu',
  'Quốc Dũng',
  'Thu Hà',
  'Gia Huy',
  'Ngọc Lan',
]

const AXE_ONCE = `if (typeof window.axe === 'undefined') {\n${axe.source}\n}`

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!

/** A fresh, valid registration: unique email, Vietnamese mobile number, uncommon password. */
export function newUserData(overrides: Partial<Omit<TestUser, 'token'>> = {}) {
  const id = `${Date.now().toString(36)}${randomInt(36 ** 4).toString(36)}`
  return {
    name: `${pick(FAMILY_NAMES)} ${pick(GIVEN_NAMES)}`,
    email: `e2e-${id}@phiencho.test`,
    phone: `09${String(randomInt(100_000_000)).padStart(8, '0')}`,
    password: `Cho-Phien-${id}!`,
    ...overrides,
  }
}

// The server trusts X-Forwarded-For in e2e runs: each registration comes from its own address so
// that the per-IP registration limit does not count the suite's fixtures.
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

interface Fixtures {
  /** Logs in through the form on /login, as a visitor would; resolves once the page left /login. */
  login(page: Page, credentials: Credentials): Promise<void>
  /** Registers a fresh user through the API. */
  createUser(overrides?: Partial<Omit<TestUser, 'token'>>): Promise<TestUser>
  /** Puts a token in the browser's `token` cookie, as a login would (for journeys that start logged in). */
  setSessionToken(context: BrowserContext, token: string): Promise<void>
  /** The `count`-th mail sent to `to` through the SMTP capture. */
  readMail(to: string, options?: { count?: number; timeout?: number }): Promise<CapturedMail>
  /** Fails on serious or critical axe violations of the page as it is now. */
  axe(page: Page): Promise<void>
  /** Uncaught errors of the page fail the test (collected automatically). */
  pageErrors: Error[]
}

// Playwright reads a fixture's dependencies from its first parameter, so fixtures without any
// still destructure an empty object; `provide` is Playwright's `use` (not a React hook).
/* eslint-disable no-empty-pattern */
export const test = base.extend<Fixtures>({
  login: async ({}, provide) => {
    await provide(async (page, { email, password }) => {
      await visit(page, '/login')
      await submitLoginForm(page, { email, password })
      await expect(page).not.toHaveURL(/\/login(\?|$)/)
    })
  },

  createUser: async ({ request }, provide) => {
    await provide(async (overrides = {}) => {
      const data = newUserData(overrides)
      const response = await request.post('/api/v1/register', {
        data: { ...data, password_confirmation: data.password },
        headers: { 'x-forwarded-for': clientAddress() },
      })
      expect(response.status(), await response.text()).toBe(201)
      const { token } = (await response.json()) as { token: string }
      return { ...data, token }
    })
  },

  setSessionToken: async ({ baseURL }, provide) => {
    await provide(async (context, token) => {
      await context.addCookies([{ name: 'token', value: token, url: baseURL!, sameSite: 'Lax' }])
    })
  },

  readMail: async ({}, provide) => {
    const dir = runValue(RUN_ENV.mailDir)
    await provide((to, options) => waitForMail(dir, to, options))
  },

  axe: async ({}, provide) => {
    await provide(async (page) => {
      // axe.run in the page itself: the default runs in parts and merges them in a second, blank
      // page, which costs a page and another copy of axe per check (the shop has no cross-origin
      // frames, the only thing that way covers). That mode evaluates axe in the page twice, so the
      // second time is skipped. Only violations are asserted: only they are collected in full.
      const results = await new AxeBuilder({ page, axeSource: AXE_ONCE })
        .setLegacyMode()
        .options({ resultTypes: ['violations'] })
        .analyze()
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }))
      expect(serious, `axe violations on ${page.url()}`).toEqual([])
    })
  },

  pageErrors: [
    async ({ page }, provide) => {
      const errors: Error[] = []
      page.on('pageerror', (error) => errors.push(error))
      await provide(errors)
      expect(
        errors.map((error) => error.message),
        'uncaught errors in the page',
      ).toEqual([])
    },
    { auto: true },
  ],
})
/* eslint-enable no-empty-pattern */
