import { afterEach, beforeEach, vi } from 'vitest'

// A stray console.error is a bug the test did not assert on (epic-stack's setup-test-env).
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
})
