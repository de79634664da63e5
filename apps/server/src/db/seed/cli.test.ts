import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const cli = path.join(import.meta.dirname, 'cli.ts')

// The node running the tests (the repo's own, through npm) runs the CLI as `npm run seed` does.
async function seed(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, ...args])
    return { code: 0, stdout, stderr }
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string }
    return { code, stdout, stderr }
  }
}

describe('seed CLI', () => {
  it('prints its usage for --help and exits 0', async () => {
    const result = await seed('--help')
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('Usage: npm run seed -- [--products N]')
    expect(result.stdout).toContain('--products N')
    expect(result.stdout).toContain('DATABASE_URL')
    expect(result.stdout).toContain('MEDIA_DIR')
    expect(result.stdout).toContain('Example:')
  })

  it('names an unknown option, prints the usage and exits 2', async () => {
    const result = await seed('--bogus')
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain("Unknown option '--bogus'")
    expect(result.stderr).toContain('Usage: npm run seed')
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })
})
