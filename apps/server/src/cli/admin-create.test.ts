import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '../db/client.ts'
import { roles, user_roles, users } from '../db/schema.ts'
import { verifyPassword } from '../modules/users/index.ts'
import { createTestDatabase } from '../test/database.ts'
import { adminCreate } from './admin-create.ts'

let database: DbHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

async function run(...argv: string[]) {
  let out = ''
  let err = ''
  const code = await adminCreate(argv, {
    out: (text) => (out += text),
    err: (text) => (err += text),
    database,
  })
  return { code, out, err }
}

async function ownerEmails() {
  const rows = await database.db
    .select({ email: users.email })
    .from(user_roles)
    .innerJoin(users, eq(users.id, user_roles.user_id))
    .innerJoin(roles, eq(roles.id, user_roles.role_id))
    .where(eq(roles.is_owner, true))
  return rows.map((row) => row.email)
}

describe('npm run admin:create', () => {
  it('prints its usage for --help', async () => {
    const result = await run('--help')
    expect(result).toMatchObject({ code: 0, err: '' })
    expect(result.out).toContain('Usage: npm run admin:create -- --email EMAIL --password PASSWORD')
    expect(result.out).toContain('DATABASE_URL')
  })

  it('creates an owner account that signs in with the password', async () => {
    const result = await run(
      '--email',
      'Chu@CuaHang.vn',
      '--password',
      'Mat-khau-rieng-2026',
      '--name',
      'Nguyễn An',
    )
    expect(result).toEqual({ code: 0, out: 'Created the owner account chu@cuahang.vn.\n', err: '' })
    const user = await database.db.query.users.findFirst({
      where: eq(users.email, 'chu@cuahang.vn'),
    })
    expect(user).toMatchObject({ name: 'Nguyễn An', phone: null })
    expect(await verifyPassword(user!.password_hash, 'Mat-khau-rieng-2026')).toBe(true)
    expect(await ownerEmails()).toEqual(['chu@cuahang.vn'])
  })

  it('promotes an existing account, giving it the new password', async () => {
    await run('--email', 'khach@example.vn', '--password', 'Mat-khau-cu-2026')
    await database.db.delete(user_roles)
    const result = await run('--email', 'khach@example.vn', '--password', 'Mat-khau-moi-2026')
    expect(result.code).toBe(0)
    expect(result.out).toBe('khach@example.vn is now an owner, with the new password.\n')
    const user = await database.db.query.users.findFirst({
      where: eq(users.email, 'khach@example.vn'),
    })
    expect(await verifyPassword(user!.password_hash, 'Mat-khau-moi-2026')).toBe(true)
    expect(user!.sessions_valid_after).toBeInstanceOf(Date)
    expect(await ownerEmails()).toEqual(['khach@example.vn'])
    // Twice is harmless.
    expect((await run('--email', 'khach@example.vn', '--password', 'Mat-khau-moi-2026')).code).toBe(
      0,
    )
    expect(await ownerEmails()).toEqual(['khach@example.vn'])
  })

  it('refuses bad input with a sentence and exit code 1, without a stack trace', async () => {
    const cases: Array<[string[], string]> = [
      [['--email', 'a@b.vn'], '--email and --password are required.'],
      [['--email', 'not-an-email', '--password', 'Mat-khau-rieng-2026'], 'is not a valid email'],
      [['--email', 'a@b.vn', '--password', 'short'], '--password must be 8 to 128'],
      [['--email', 'a@b.vn', '--password', 'password123'], 'most common passwords'],
      [['--email', 'a@b.vn', '--password', 'Mat-khau-rieng-2026', '--name', 'x'], '--name must'],
      [['--bogus'], "Unknown option '--bogus'"],
    ]
    for (const [argv, message] of cases) {
      const result = await run(...argv)
      expect(result.code, argv.join(' ')).toBe(1)
      expect(result.out).toBe('')
      expect(result.err).toContain(message)
      expect(result.err).toContain('Usage: npm run admin:create')
      expect(result.err).not.toMatch(/\n\s+at /)
    }
  })
})
