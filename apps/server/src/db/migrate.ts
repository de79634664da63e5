import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { DbHandle, Schema } from './client.ts'

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

// Several server processes may start at once against one PostgreSQL: one migrates, the others wait.
const MIGRATION_LOCK = 7_261_122

export async function migrateDatabase(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const db = handle.db as unknown as PgliteDatabase<Schema> & { $client: PGlite }
    await migratePglite(db, { migrationsFolder })
    // PGlite learns the array types when it opens: without this, an enum array parameter
    // (`$1::payment_method[]`) of a database migrated in this process is sent as `a,b` and refused.
    await db.$client.refreshArrayTypes()
    return
  }
  // The advisory lock belongs to a session, so lock, migrate and unlock on one connection.
  const client = new pg.Client({ connectionString: handle.url })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migratePg(drizzle({ client }), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    await client.end()
  }
}
