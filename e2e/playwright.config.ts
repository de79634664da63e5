import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { RUN_ENV } from './support/paths.ts'

// Debian's Chromium, never a downloaded browser (README.md and e2e/README.md): its headless shell
// (package chromium-headless-shell, the same engine without the browser's own interface, which
// Playwright also runs headless tests in) where installed, as `.ci/run` does; else the browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const executablePath = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is fixed, not retried.
  retries: 0,
  // Two cores: the server and the browser share them.
  workers: 2,
  // Journeys of 10–20 steps with axe checks, on 2-core machines whose speed varies from session to
  // session: on a slow one the guest checkout journey took 19 s alone and 33 s beside a second
  // worker, so the budget leaves room for that.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    // Set by the global setup before the workers start; the workers re-read this file.
    baseURL: process.env[RUN_ENV.baseUrl],
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        // Headless Chromium announces itself as "HeadlessChrome", which isbot counts as a bot: the
        // shop would then answer errors without the page. Visitors' browsers say "Chrome".
        userAgent: devices['Desktop Chrome'].userAgent,
        launchOptions: { executablePath, args: chromiumArgs },
      },
    },
  ],
})
