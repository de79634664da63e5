import path from 'node:path'

export const e2eRoot = path.resolve(import.meta.dirname, '..')
export const repoRoot = path.resolve(e2eRoot, '..')
export const webBuildDir = path.join(repoRoot, 'apps/web/build')

// Global setup hands these to the test workers, which inherit the runner's environment.
export const RUN_ENV = {
  baseUrl: 'E2E_BASE_URL',
  mailDir: 'E2E_MAIL_DIR',
} as const

export function runValue(name: (typeof RUN_ENV)[keyof typeof RUN_ENV]): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts`)
  return value
}
