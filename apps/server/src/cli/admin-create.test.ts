import { SYSTEM_AUDIT_PERMISSION } from '@phiencho/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '../db/client.ts'
import {
  audit_log,
  roles,
  staff_recovery_codes,
  staff_sign_in_challenges,
  staff_two_factor,
  user_roles,
  users,
} from '../db/schema.ts'
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

describe('npm run admin:create -- --reset-two-factor', () => {
  const email = 'mat-dien-thoai@cuahang.vn'

  async function userOf(address: string) {
    return (await database.db.query.users.findFirst({ where: eq(users.email, address) }))!
  }

  /** Two-step sign-in as a person who set it up leaves it: secret, recovery codes, a challenge. */
  async function turnOn(userId: number, enabled = true) {
    await database.db.insert(staff_two_factor).values({
      user_id: userId,
      secret_sealed: 'sealed',
      enabled_at: enabled ? new Date() : null,
    })
    await database.db
      .insert(staff_recovery_codes)
      .values([1, 2].map((n) => ({ user_id: userId, code_hash: String(n).repeat(64) })))
    await database.db
      .insert(staff_sign_in_challenges)
      .values({ user_id: userId, token_hash: 'c'.repeat(64) })
  }

  async function twoFactorRows(userId: number) {
    const [secrets, codes, challenges] = await Promise.all([
      database.db.select().from(staff_two_factor).where(eq(staff_two_factor.user_id, userId)),
      database.db
        .select()
        .from(staff_recovery_codes)
        .where(eq(staff_recovery_codes.user_id, userId)),
      database.db
        .select()
        .from(staff_sign_in_challenges)
        .where(eq(staff_sign_in_challenges.user_id, userId)),
    ])
    return secrets.length + codes.length + challenges.length
  }

  const resets = (userId: number) =>
    database.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.entity_id, String(userId)))
      .then((rows) => rows.filter((row) => row.action === 'two_factor.reset'))

  it('turns it off, ends the sessions and leaves a system row in the audit log; the password stays', async () => {
    expect((await run('--email', email, '--password', 'Mat-khau-chu-2026')).code).toBe(0)
    const before = await userOf(email)
    await turnOn(before.id)
    const startedAt = new Date(Date.now() - 1000)

    const result = await run('--email', email.toUpperCase(), '--reset-two-factor')
    expect(result).toEqual({
      code: 0,
      out: `Two-step sign-in of ${email} is off and its sessions have ended; it can be set up again under Tài khoản → Bảo mật.\n`,
      err: '',
    })
    expect(await twoFactorRows(before.id)).toBe(0)
    const after = await userOf(email)
    expect(after.password_hash).toBe(before.password_hash)
    expect(after.sessions_valid_after!.getTime()).toBeGreaterThan(startedAt.getTime())
    expect(await resets(before.id)).toEqual([
      expect.objectContaining({
        actor_id: null,
        actor_email: null,
        permission: SYSTEM_AUDIT_PERMISSION,
        request_id: 'admin:create',
        ip: null,
        entity_type: 'user',
        before: { two_factor: 'on' },
        after: { two_factor: 'off', sessions: 'ended' },
      }),
    ])

    // Nothing left to reset: nothing changes, no second row.
    const again = await run('--email', email, '--reset-two-factor')
    expect(again).toEqual({
      code: 0,
      out: `${email} has no two-step sign-in: nothing to reset.\n`,
      err: '',
    })
    expect((await userOf(email)).sessions_valid_after).toEqual(after.sessions_valid_after)
    expect(await resets(before.id)).toHaveLength(1)
  })

  it('with --password also makes the account an owner with that password, in one go', async () => {
    const address = 'quan-ly-cu@cuahang.vn'
    await run('--email', address, '--password', 'Mat-khau-cu-2026')
    await database.db.delete(user_roles).where(eq(user_roles.user_id, (await userOf(address)).id))
    const user = await userOf(address)
    await turnOn(user.id, false)
    const result = await run(
      '--email',
      address,
      '--password',
      'Mat-khau-moi-2026',
      '--reset-two-factor',
    )
    expect(result.code, result.err).toBe(0)
    expect(result.out).toBe(
      `${address} is now an owner, with the new password.\n` +
        `Two-step sign-in of ${address} is off and its sessions have ended; it can be set up again under Tài khoản → Bảo mật.\n`,
    )
    expect(await verifyPassword((await userOf(address)).password_hash, 'Mat-khau-moi-2026')).toBe(
      true,
    )
    expect(await ownerEmails()).toContain(address)
    expect(await twoFactorRows(user.id)).toBe(0)
    expect((await resets(user.id))[0]?.before).toEqual({ two_factor: 'setting_up' })
  })

  it('refuses an unknown email without creating anything, and --name without --password', async () => {
    const unknown = await run('--email', 'khong-co@cuahang.vn', '--reset-two-factor')
    expect(unknown).toEqual({
      code: 1,
      out: '',
      err: 'There is no account with the email khong-co@cuahang.vn.\n',
    })
    expect(
      await database.db.query.users.findFirst({ where: eq(users.email, 'khong-co@cuahang.vn') }),
    ).toBeUndefined()

    const named = await run('--email', email, '--name', 'Tên', '--reset-two-factor')
    expect(named.code).toBe(1)
    expect(named.err).toContain('--name needs --password')
    expect(named.err).toContain('Usage: npm run admin:create')
  })
})
