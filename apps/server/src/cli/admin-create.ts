import { parseArgs } from 'node:util'
import { addStaffRequest, PASSWORD_MAX, PASSWORD_MIN } from '@phiencho/contracts'
import { ConfigError, loadConfig } from '../config.ts'
import { openDatabase, type DbHandle } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { isCommonPassword } from '../modules/auth/index.ts'
import { createOwner, DEFAULT_OWNER_NAME } from '../modules/staff/index.ts'

export const usage = `Usage: npm run admin:create -- --email EMAIL --password PASSWORD [--name NAME]

Creates the shop's owner (the role that holds every permission), or makes an existing account an
owner: that account gets the owner role and this password, is enabled, and its sessions end.

Options:
  --email EMAIL        the owner's sign-in email
  --password PASSWORD  ${PASSWORD_MIN}–${PASSWORD_MAX} characters, not a common password
  --name NAME          the name of a new account (default "${DEFAULT_OWNER_NAME}")
  -h, --help           print this help

Environment:
  DATABASE_URL  postgres:// URL, or a PGlite directory (default ./data/pglite)

Example:
  npm run admin:create -- --email chu@cuahang.vn --password 'Mat-khau-rieng-2026' --name 'Nguyễn An'
`

export interface CliIo {
  out: (text: string) => void
  err: (text: string) => void
  /** An open database (tests); otherwise DATABASE_URL's is opened, migrated and closed. */
  database?: DbHandle
}

class UsageError extends Error {}

function parseInput(argv: string[]) {
  let values
  try {
    values = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values
  } catch (error) {
    // parseArgs throws for an unknown option, a missing value or a positional argument.
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  if (values.help) return 'help' as const
  if (!values.email || !values.password)
    throw new UsageError('--email and --password are required.')
  const email = addStaffRequest.shape.email.safeParse(values.email)
  if (!email.success) throw new UsageError(`--email: "${values.email}" is not a valid email.`)
  const password = values.password
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new UsageError(`--password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`)
  }
  if (isCommonPassword(password)) {
    throw new UsageError('--password is one of the most common passwords: choose another.')
  }
  const name = values.name?.trim()
  if (name !== undefined && (name.length < 2 || name.length > 100)) {
    throw new UsageError('--name must be 2 to 100 characters long.')
  }
  return { email: email.data, password, ...(name ? { name } : {}) }
}

/** `npm run admin:create`: returns the exit code; errors are told in a sentence, never a stack. */
export async function adminCreate(argv: string[], io: CliIo): Promise<number> {
  let input
  try {
    input = parseInput(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(`${error.message}\n\n${usage}`)
    return 1
  }
  if (input === 'help') {
    io.out(usage)
    return 0
  }
  let handle = io.database
  try {
    if (!handle) {
      const config = loadConfig()
      handle = await openDatabase(config.databaseUrl, { poolSize: 1 })
      await migrateDatabase(handle)
    }
    const { created } = await createOwner(handle.db, input)
    io.out(
      created
        ? `Created the owner account ${input.email}.\n`
        : `${input.email} is now an owner, with the new password.\n`,
    )
    return 0
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    io.err(
      error instanceof ConfigError ? `${message}\n` : `Could not create the owner: ${message}\n`,
    )
    return 1
  } finally {
    if (handle && !io.database) await handle.close()
  }
}

if (import.meta.main) {
  process.exitCode = await adminCreate(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  })
}
