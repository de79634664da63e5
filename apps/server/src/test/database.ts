import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type DbHandle } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'

/** Which engine this Vitest project runs on: `pglite` always, `postgres` when TEST_DATABASE_URL is set. */
export const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite'

export function templateName(url: string) {
  return `${new URL(url).pathname.slice(1)}_template`
}

function withDatabase(url: string, name: string) {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** A fresh, migrated database for one test file; dropped again by `close()`. */
export async function createTestDatabase(): Promise<DbHandle> {
  if (engine === 'pglite') {
    const handle = await openDatabase('memory://')
    await migrateDatabase(handle)
    return handle
  }
  const base = process.env.TEST_DATABASE_URL!
  const name = `${new URL(base).pathname.slice(1)}_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: withDatabase(base, 'postgres') })
  await admin.connect()
  await admin.query(`create database "${name}" template "${templateName(base)}"`)
  await admin.end()
  const handle = await openDatabase(withDatabase(base, name), { poolSize: 4 })
  return {
    ...handle,
    async close() {
      await handle.close()
      const dropper = new pg.Client({ connectionString: withDatabase(base, 'postgres') })
      await dropper.connect()
      await dropper.query(`drop database if exists "${name}" with (force)`)
      await dropper.end()
    },
  }
}
