import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
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

declare module 'vitest' {
  interface ProvidedContext {
    /** A dump of a migrated PGlite database, made once by the global setup. */
    pgliteTemplateFile: string
  }
}

/**
 * The data directory of a migrated PGlite database as a tarball (PGlite's `dumpDataDir`). Every
 * test file unpacks it: without the `template0` and `template1` databases, which no test creates
 * a database from, it is a third smaller and opens in two thirds of the CPU.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const handle = await openDatabase('memory://')
  await migrateDatabase(handle)
  const client = (handle.db as unknown as { $client: PGlite }).$client
  for (const template of ['template0', 'template1']) {
    await client.exec(`alter database ${template} is_template false`)
    await client.exec(`drop database ${template}`)
  }
  const dump = await client.dumpDataDir('none')
  await handle.close()
  return dump
}

let pgliteTemplate: Promise<Blob> | undefined

/** A fresh, migrated database for one test file; dropped again by `close()`. */
export async function createTestDatabase(): Promise<DbHandle> {
  if (engine === 'pglite') {
    // Loading the migrated template skips PGlite's initdb and the migrations (seconds per file).
    pgliteTemplate ??= readFile(inject('pgliteTemplateFile')).then((bytes) => new Blob([bytes]))
    return openDatabase('memory://', { pgliteDataDir: await pgliteTemplate })
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
