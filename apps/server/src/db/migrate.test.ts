import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase, selectRows } from './client.ts'
import { createTestDatabase } from '../test/database.ts'
import {
  migrateDatabase,
  pendingMigrations,
  PendingMigrationsError,
  prepareSchema,
} from './migrate.ts'

describe('migrating a PGlite database', () => {
  it('takes enum array parameters in the same process (the demo seed writes orders so)', async () => {
    const handle = await openDatabase('memory://')
    try {
      await migrateDatabase(handle)
      const rows = await selectRows<{ method: string }>(
        handle.db,
        sql`select unnest(${sql.param(['cod', 'vnpay'])}::payment_method[])::text as method`,
      )
      expect(rows.map((row) => row.method)).toEqual(['cod', 'vnpay'])
    } finally {
      await handle.close()
    }
  }, 60_000)
})

describe('start-up with MIGRATE_ON_START=false', () => {
  it('starts on an up-to-date database, and refuses one that lacks a migration', async () => {
    const handle = await createTestDatabase()
    try {
      expect(await prepareSchema(handle, false)).toEqual([])
      // As if the newest migration had not been run by `npm run migrate` yet.
      const [newest] = await selectRows<{ created_at: string }>(
        handle.db,
        sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
            returning created_at`,
      )
      expect(newest).toBeDefined()
      const pending = await pendingMigrations(handle)
      expect(pending).toHaveLength(1)
      const refusal = prepareSchema(handle, false)
      await expect(refusal).rejects.toBeInstanceOf(PendingMigrationsError)
      await expect(refusal).rejects.toThrow(
        `The database lacks 1 migration(s) (${pending[0]}) and MIGRATE_ON_START is false: run \`npm run migrate\` first.`,
      )
    } finally {
      await handle.close()
    }
  })
})
