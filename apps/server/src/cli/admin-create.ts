import { parseArgs } from 'node:util'
import { addStaffRequest, PASSWORD_MAX, PASSWORD_MIN } from '@phiencho/contracts'
import { ConfigError, loadConfig } from '../config.ts'
import { openDatabase, type DbHandle } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { isCommonPassword, resetTwoFactor } from '../modules/auth/index.ts'
import { createOwner, DEFAULT_OWNER_NAME } from '../modules/staff/index.ts'
import { findUserByEmail } from '../modules/users/index.ts'

/** What the audit log names as the actor of the changes this command makes. */
const COMMAND = 'admin:create'

export const usage = `Usage: npm run admin:create -- --email EMAIL --password PASSWORD [--name NAME]
       npm run admin:create -- --email EMAIL [--password PASSWORD] --reset-two-factor

Creates the shop's owner (the role that holds every permission), or makes an existing account an
owner: that account gets the owner role and this password, is enabled, and its sessions end.

Options:
  --email EMAIL        the owner's sign-in email
  --password PASSWORD  ${PASSWORD_MIN}–${PASSWORD_MAX} characters, not a common password
  --name NAME          the name of a new account (default "${DEFAULT_OWNER_NAME}")
  --reset-two-factor   turn the account's two-step sign-in off (authenticator secret and recovery
                       codes deleted, every session ended, an audit log row), for an owner who lost
                       the phone and the codes; without --password the password stays as it is
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
/** A refusal told as it is, without the usage. */
class CommandError extends Error {}

function parseInput(argv: string[]) {
  let values
  try {
    values = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        'reset-two-factor': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values
  } catch (error) {
    // parseArgs throws for an unknown option, a missing value or a positional argument.
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  if (values.help) return 'help' as const
  const resetTwoFactor = values['reset-two-factor'] === true
  if (!values.email || (!values.password && !resetTwoFactor))
    throw new UsageError('--email and --password are required.')
  const email = addStaffRequest.shape.email.safeParse(values.email)
  if (!email.success) throw new UsageError(`--email: "${values.email}" is not a valid email.`)
  const password = values.password
  if (password === undefined) {
    if (values.name !== undefined) throw new UsageError('--name needs --password (a new account).')
    return { email: email.data, resetTwoFactor }
  }
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
  return {
    email: email.data,
    resetTwoFactor,
    owner: { email: email.data, password, ...(name ? { name } : {}) },
  }
}

/** The owner step and the reset in one transaction: both happen, or neither. */
async function run(db: DbHandle['db'], input: Exclude<ReturnType<typeof parseInput>, 'help'>) {
  return db.transaction(async (tx) => {
    let said = ''
    if (input.owner) {
      const { created } = await createOwner(tx, input.owner)
      said += created
        ? `Created the owner account ${input.email}.\n`
        : `${input.email} is now an owner, with the new password.\n`
    }
    if (input.resetTwoFactor) {
      const user = await findUserByEmail(tx, input.email)
      if (!user) throw new CommandError(`There is no account with the email ${input.email}.`)
      said +=
        (await resetTwoFactor(tx, user.id, COMMAND)) === 'reset'
          ? `Two-step sign-in of ${input.email} is off and its sessions have ended; it can be set up again under Tài khoản → Bảo mật.\n`
          : `${input.email} has no two-step sign-in: nothing to reset.\n`
    }
    return said
  })
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
    io.out(await run(handle.db, input))
    return 0
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    io.err(
      error instanceof ConfigError || error instanceof CommandError
        ? `${message}\n`
        : `Could not create the owner: ${message}\n`,
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
