import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase, selectRows } from './client.ts'
import { migrateDatabase } from './migrate.ts'

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
