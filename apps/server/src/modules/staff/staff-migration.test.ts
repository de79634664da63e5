import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PERMISSIONS, roleTemplates } from '@phiencho/contracts'
import { sql } from 'drizzle-orm'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, selectRows, type DbHandle, type Schema } from '../../db/client.ts'
import { migrationsFolder } from '../../db/migrate.ts'
import { engine } from '../../test/database.ts'

// The migration that brought roles: run on a database that had admins, once, on PGlite.
describe.skipIf(engine !== 'pglite')('migration 0010 (roles)', () => {
  let handle: DbHandle
  let before: string
  const run = (folder: string) =>
    migrate(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder })

  beforeAll(async () => {
    // The migrations up to 0009, as a database made before roles had them.
    before = await mkdtemp(path.join(tmpdir(), 'phiencho-migrations-'))
    await cp(migrationsFolder, before, { recursive: true })
    const journalFile = path.join(before, 'meta/_journal.json')
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: Array<{ idx: number }>
    }
    journal.entries = journal.entries.filter((entry) => entry.idx < 10)
    await writeFile(journalFile, JSON.stringify(journal))
    handle = await openDatabase('memory://')
    await run(before)
    await handle.db.execute(sql`
      insert into users (name, email, password_hash, role) values
        ('Quản trị cũ', 'quantri.cu@example.vn', 'x', 'admin'),
        ('Khách hàng', 'khach@example.vn', 'x', 'customer')`)
    await handle.db.execute(sql`
      insert into personal_access_tokens (user_id, name, token_hash, expires_at, created_at)
      select id, 'web', md5(email) || md5(email), now() + interval '20 hours', now() - interval '2 hours'
      from users`)
    await run(migrationsFolder)
  }, 60_000)

  afterAll(async () => {
    await handle?.close()
    await rm(before, { recursive: true, force: true })
  })

  it('writes the role templates of the contracts', async () => {
    const rows = await selectRows<{
      key: string
      name: string
      description: string
      permissions: string[]
      is_owner: boolean
    }>(handle.db, sql`select key, name, description, permissions, is_owner from roles order by id`)
    expect(rows).toEqual(
      roleTemplates.map((template) => ({
        key: template.key,
        name: template.name,
        description: template.description,
        permissions: [...template.permissions],
        is_owner: template.isOwner,
      })),
    )
    expect(rows[0]!.permissions).toEqual([...PERMISSIONS])
  })

  it('makes every admin an owner, with a staff token of 8 hours, and no one else staff', async () => {
    const held = await selectRows<{ email: string; key: string }>(
      handle.db,
      sql`select u.email, r.key from user_roles ur
        join users u on u.id = ur.user_id join roles r on r.id = ur.role_id`,
    )
    expect(held).toEqual([{ email: 'quantri.cu@example.vn', key: 'owner' }])
    const lifetimes = await selectRows<{ email: string; hours: number }>(
      handle.db,
      sql`select u.email, round(extract(epoch from t.expires_at - t.created_at) / 3600)::int as hours
        from personal_access_tokens t join users u on u.id = t.user_id order by u.email`,
    )
    expect(lifetimes).toEqual([
      { email: 'khach@example.vn', hours: 22 },
      { email: 'quantri.cu@example.vn', hours: 8 },
    ])
  })
})
