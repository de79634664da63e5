import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DbHandle } from '../db/client.ts'
import { migrationsFolder, pendingMigrations } from '../db/migrate.ts'
import { createTestDatabase } from '../test/database.ts'
import { migrateCommand } from './migrate.ts'

const tags = (
  JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: Array<{ tag: string }>
  }
).entries.map((entry) => entry.tag)

function run(argv: string[], database: DbHandle) {
  const said = { out: '', err: '' }
  const io = {
    out: (text: string) => (said.out += text),
    err: (text: string) => (said.err += text),
    database,
  }
  return migrateCommand(argv, io).then((code) => ({ code, ...said }))
}

describe('npm run migrate', () => {
  let database: DbHandle
  // A fresh PGlite runs initdb: seconds on a quiet machine, a minute on a busy one.
  beforeAll(async () => {
    database = await openDatabase('memory://')
  }, 180_000)
  afterAll(() => database?.close())

  it('applies what an empty database lacks and names each migration, then finds nothing to do', async () => {
    expect(await pendingMigrations(database)).toEqual(tags)
    const first = await run([], database)
    expect(first.code).toBe(0)
    expect(first.err).toBe('')
    expect(first.out).toBe(
      `Applied ${tags.length} migrations:\n${tags.map((tag) => `  ${tag}\n`).join('')}`,
    )
    expect(await pendingMigrations(database)).toEqual([])
    const again = await run([], database)
    expect(again).toEqual({
      code: 0,
      out: 'The database is up to date: no migration to apply.\n',
      err: '',
    })
  }, 120_000)

  it('prints its help, and refuses an argument it does not know', async () => {
    const help = await run(['--help'], database)
    expect(help.code).toBe(0)
    expect(help.out).toContain('Usage: npm run migrate')
    const unknown = await run(['--force'], database)
    expect(unknown.code).toBe(1)
    expect(unknown.err).toMatch(/^Unknown argument: --force\n/)
  })

  it('finds nothing to apply on a migrated database of the engine under test', async () => {
    const migrated = await createTestDatabase()
    try {
      expect(await pendingMigrations(migrated)).toEqual([])
      expect((await run([], migrated)).out).toBe(
        'The database is up to date: no migration to apply.\n',
      )
    } finally {
      await migrated.close()
    }
  })
})
