import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import pg from 'pg'
import { type DbHandle, type Schema, selectRows } from './client.ts'

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

// Several server processes may start at once against one PostgreSQL: one migrates, the others wait.
const MIGRATION_LOCK = 7_261_122

interface JournalEntry {
  tag: string
  when: number
}

const journal = (): JournalEntry[] =>
  (
    JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
      entries: JournalEntry[]
    }
  ).entries

type RunQuery = (text: string) => Promise<Record<string, unknown>[]>

/**
 * The migrations not applied yet, by name (`0018_…`), oldest first. Drizzle's migrator applies
 * every migration of the journal newer than the newest one it recorded, so this is what it would
 * apply now.
 */
async function pendingOn(query: RunQuery): Promise<string[]> {
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations') as name`)
  let last = -Infinity
  if (table?.name != null) {
    const [row] = await query(`select max(created_at) as last from drizzle.__drizzle_migrations`)
    if (row?.last != null) last = Number(row.last)
  }
  return journal()
    .filter((entry) => entry.when > last)
    .map((entry) => entry.tag)
}

const pgliteQuery =
  (handle: DbHandle): RunQuery =>
  (text) =>
    selectRows(handle.db, sql.raw(text))

/** Runs `work` on one connection holding the migration lock (PostgreSQL). */
async function withMigrationLock<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  // The advisory lock belongs to a session, so lock, work and unlock on one connection.
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    return await work(client)
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    await client.end()
  }
}

const clientQuery =
  (client: pg.Client): RunQuery =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows

/** The migrations the database has not applied yet (none: it is up to date). */
export async function pendingMigrations(handle: DbHandle): Promise<string[]> {
  if (handle.kind === 'pglite') return pendingOn(pgliteQuery(handle))
  return withMigrationLock(handle.url, (client) => pendingOn(clientQuery(client)))
}

/** Applies the pending migrations; answers their names, oldest first. */
export async function migrateDatabase(handle: DbHandle): Promise<string[]> {
  if (handle.kind === 'pglite') {
    const db = handle.db as unknown as PgliteDatabase<Schema> & { $client: PGlite }
    const pending = await pendingOn(pgliteQuery(handle))
    await migratePglite(db, { migrationsFolder })
    // PGlite learns the array types when it opens: without this, an enum array parameter
    // (`$1::payment_method[]`) of a database migrated in this process is sent as `a,b` and refused.
    await db.$client.refreshArrayTypes()
    return pending
  }
  return withMigrationLock(handle.url, async (client) => {
    const pending = await pendingOn(clientQuery(client))
    if (pending.length > 0) await migratePg(drizzle({ client }), { migrationsFolder })
    return pending
  })
}

/** The database lacks migrations that start-up was told not to apply. */
export class PendingMigrationsError extends Error {
  readonly pending: string[]

  constructor(pending: string[]) {
    super(
      `The database lacks ${pending.length} migration(s) (${pending.join(', ')}) and MIGRATE_ON_START is false: run \`npm run migrate\` first.`,
    )
    this.pending = pending
  }
}

/**
 * At start-up: applies the pending migrations (answers their names), or, when the deploy runs
 * `npm run migrate` itself (`migrateOnStart` false), refuses to start on a database that lacks any:
 * the code would query tables or columns that are not there yet.
 */
export async function prepareSchema(handle: DbHandle, migrateOnStart: boolean): Promise<string[]> {
  if (migrateOnStart) return migrateDatabase(handle)
  const pending = await pendingMigrations(handle)
  if (pending.length > 0) throw new PendingMigrationsError(pending)
  return []
}
