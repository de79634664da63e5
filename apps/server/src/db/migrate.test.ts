import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase, selectRows } from './client.ts'
import { createTestDatabase, engine } from '../test/database.ts'
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

describe.skipIf(engine !== 'pglite')('opening a PGlite folder', () => {
  it('makes the folders that do not exist yet (npm run seed into ./somewhere/new/pglite)', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'phiencho-pglite-folder-'))
    const folder = path.join(root, 'shop', 'data', 'pglite')
    try {
      const handle = await openDatabase(folder)
      try {
        const [row] = await selectRows<{ one: number }>(handle.db, sql`select 1 as one`)
        expect(row?.one).toBe(1)
      } finally {
        await handle.close()
      }
      expect(existsSync(path.join(folder, 'PG_VERSION'))).toBe(true)
    } finally {
      await rm(root, { recursive: true, force: true })
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
