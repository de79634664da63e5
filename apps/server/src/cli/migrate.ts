import { mkdir } from 'node:fs/promises'
import { ConfigError, loadConfig } from '../config.ts'
import { openDatabase, type DbHandle } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'

export const usage = `Usage: npm run migrate

Applies the database migrations the database of DATABASE_URL has not applied yet, and prints
their names. Safe to run while servers of the previous version use the database (migrations only
expand the schema, docs/decisions/041-migrations-for-rolling-deploys.md), and from several places
at once on PostgreSQL (one migrates, the others wait, then find nothing to do).

Environment:
  DATABASE_URL  postgres:// URL, or a PGlite directory (default ./data/pglite)
`

export interface MigrateIo {
  out: (text: string) => void
  err: (text: string) => void
  /** An open database (tests); otherwise DATABASE_URL's is opened and closed. */
  database?: DbHandle
}

/** `npm run migrate`: returns the exit code; errors are told in a sentence, never a stack. */
export async function migrateCommand(argv: string[], io: MigrateIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(usage)
    return 0
  }
  if (argv.length > 0) {
    io.err(`Unknown argument: ${argv[0]}\n\n${usage}`)
    return 1
  }
  let handle = io.database
  try {
    if (!handle) {
      const config = loadConfig()
      if (!config.databaseUrl.includes('://')) {
        await mkdir(config.databaseUrl, { recursive: true })
      }
      handle = await openDatabase(config.databaseUrl, { poolSize: 1 })
    }
    const applied = await migrateDatabase(handle)
    io.out(
      applied.length === 0
        ? 'The database is up to date: no migration to apply.\n'
        : `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}:\n${applied.map((tag) => `  ${tag}\n`).join('')}`,
    )
    return 0
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    io.err(error instanceof ConfigError ? `${message}\n` : `Could not migrate: ${message}\n`)
    return 1
  } finally {
    if (handle && !io.database) await handle.close()
  }
}

if (import.meta.main) {
  process.exitCode = await migrateCommand(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  })
}
