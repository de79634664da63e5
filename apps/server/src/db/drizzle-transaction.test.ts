import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, engine } from '../test/database.ts'
import type { DbHandle } from './client.ts'
import { DRIZZLE_VERSION_WRITTEN_FOR, transactionOnClient } from './drizzle-transaction.ts'
import { brands } from './schema.ts'

const require = createRequire(import.meta.url)

function installedDrizzleVersion(): string {
  const entry = require.resolve('drizzle-orm')
  let dir = path.dirname(entry)
  while (!dir.endsWith(`${path.sep}drizzle-orm`)) dir = path.dirname(dir)
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version
}

describe('the hand-built drizzle transaction (db/drizzle-transaction.ts)', () => {
  it('is used with the drizzle-orm version it was written for', () => {
    expect(
      installedDrizzleVersion(),
      'drizzle-orm changed: check that NodePgSession and NodePgTransaction still take ' +
        '(client, dialect, relations, options) and (dialect, session, relations), and that db._ ' +
        'still holds fullSchema, schema and tableNamesMap; then update DRIZZLE_VERSION_WRITTEN_FOR',
    ).toBe(DRIZZLE_VERSION_WRITTEN_FOR)
  })

  // The adapter serves node-postgres pools only; this runs in the PostgreSQL project.
  describe.runIf(engine === 'postgres')('on a PostgreSQL pool client', () => {
    let handle: DbHandle
    beforeAll(async () => {
      handle = await createTestDatabase()
    })
    afterAll(() => handle?.close())

    it('runs the query builder, raw SQL and relational queries on the client it was given', async () => {
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client
      expect(pool).toBeInstanceOf(pg.Pool)
      const client = await pool.connect()
      try {
        await client.query('begin')
        const tx = transactionOnClient(handle.db, new PgDialect({ casing: 'snake_case' }), client)
        const [made] = await tx
          .insert(brands)
          .values({ name: 'Thương hiệu thử', slug: 'thuong-hieu-thu' })
          .returning({ id: brands.id, name: brands.name })
        expect(made?.name).toBe('Thương hiệu thử')
        const [seen] = await tx
          .select({ slug: brands.slug })
          .from(brands)
          .where(eq(brands.id, made!.id))
        expect(seen?.slug).toBe('thuong-hieu-thu')
        const { rows } = (await tx.execute(
          sql`select txid_current_if_assigned() is not null as in_tx`,
        )) as unknown as {
          rows: { in_tx: boolean }[]
        }
        expect(rows[0]?.in_tx).toBe(true)
        const found = await tx.query.brands.findFirst({ where: eq(brands.id, made!.id) })
        expect(found?.slug).toBe('thuong-hieu-thu')
        await client.query('rollback')
        // The writes went through the given client: its rollback undid them.
        const after = await handle.db.select().from(brands).where(eq(brands.id, made!.id))
        expect(after).toEqual([])
      } finally {
        client.release()
      }
    })
  })
})
