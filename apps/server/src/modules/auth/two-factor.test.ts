import {
  adminPaths,
  adminUrl,
  apiPaths,
  authMessages,
  messages,
  STAFF_COOKIE,
  twoFactorMessages,
} from '@phiencho/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  audit_log,
  personal_access_tokens,
  roles,
  staff_sign_in_challenges,
  staff_two_factor,
  user_roles,
} from '../../db/schema.ts'
import { buildApp } from '../../app.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createStaff } from '../../test/staff-factories.ts'

let t: TestApp
beforeAll(async () => {
  // Many sign-ins from one address: the per-IP cap is not what these tests look at.
  t = await createTestApp({}, { LOGIN_IP_MAX_PER_MINUTE: '10000' })
})
afterAll(() => t.close())

type Staff = Awaited<ReturnType<typeof createStaff>>
const url = (path: string) => adminUrl(path)
const STEP_MS = 30_000

function codeAt(secret: string, offsetSteps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * STEP_MS,
  })
}

/** Forgets the last step used, as if the next code's time had come (no waiting). */
async function forgetLastStep(userId: number) {
  await t.database.db
    .update(staff_two_factor)
    .set({ last_step: null })
    .where(eq(staff_two_factor.user_id, userId))
}

/** Turns two-step sign-in on through the API; the bearer token then counts as second-step. */
async function enrol(staff: Staff) {
  const start = await injectAs(t, staff.token, { method: 'POST', url: url(adminPaths.myTwoFactor) })
  expect(start.statusCode, start.body).toBe(200)
  const secret = start.json().secret as string
  const confirm = await injectAs(t, staff.token, {
    method: 'POST',
    url: url(adminPaths.myTwoFactorConfirm),
    payload: { code: codeAt(secret) },
  })
  expect(confirm.statusCode, confirm.body).toBe(200)
  return { secret, recoveryCodes: confirm.json().recovery_codes as string[] }
}

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: url(adminPaths.session), payload: { email, password } })

async function challengeFor(staff: Staff) {
  const res = await signIn(staff.email, staff.password)
  expect(res.statusCode, res.body).toBe(202)
  return res.json().challenge as string
}

const secondStep = (challenge: string, code: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: url(adminPaths.sessionTwoFactor),
    payload: { challenge, code },
    remoteAddress: ip,
  })

const auditActions = async (userId: number) =>
  (
    await t.database.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(eq(audit_log.entity_id, String(userId)))
      .orderBy(audit_log.id)
  ).map((row) => row.action)

describe('setting up two-step sign-in (/admin/me/two-factor)', () => {
  it('answers 401 without a session and 403 to a shopper', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: url(adminPaths.myTwoFactor) })).statusCode,
    ).toBe(401)
    const shopper = await createCustomer(t)
    const res = await injectAs(t, shopper.token, {
      method: 'POST',
      url: url(adminPaths.myTwoFactor),
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: messages.forbidden })
  })

  it('starts with a sealed secret, its otpauth URI and QR code, then turns on with a code', async () => {
    const clerk = await createStaff(t, ['orders'])
    const status = () =>
      injectAs(t, clerk.token, { method: 'GET', url: url(adminPaths.myTwoFactor) })
    expect((await status()).json()).toMatchObject({
      enabled: false,
      pending: false,
      required: false,
    })

    const start = await injectAs(t, clerk.token, {
      method: 'POST',
      url: url(adminPaths.myTwoFactor),
    })
    expect(start.statusCode).toBe(200)
    const setup = start.json()
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/)
    expect(setup.otpauth_uri).toContain(encodeURIComponent(clerk.email))
    expect(setup.qr_code).toMatch(/^data:image\/svg\+xml;base64,/)
    const [row] = await t.database.db
      .select()
      .from(staff_two_factor)
      .where(eq(staff_two_factor.user_id, clerk.user.id))
    expect(row!.secret_sealed).not.toContain(setup.secret)
    expect((await status()).json()).toMatchObject({ enabled: false, pending: true })

    const confirmWith = (code: string) =>
      injectAs(t, clerk.token, {
        method: 'POST',
        url: url(adminPaths.myTwoFactorConfirm),
        payload: { code },
      })
    const badFormat = await confirmWith('12ab')
    expect(badFormat.statusCode).toBe(422)
    expect(badFormat.json().errors).toEqual({ code: [twoFactorMessages.code] })
    const wrong = await confirmWith(codeAt(setup.secret, 5))
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ code: [twoFactorMessages.wrongCode] })

    const ok = await confirmWith(codeAt(setup.secret).replace(/(\d{3})/, '$1 '))
    expect(ok.statusCode, ok.body).toBe(200)
    const codes = ok.json().recovery_codes as string[]
    expect(codes).toHaveLength(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/)
    expect(new Set(codes).size).toBe(10)
    expect((await status()).json()).toMatchObject({
      enabled: true,
      pending: false,
      recovery_codes_left: 10,
    })

    const again = await injectAs(t, clerk.token, {
      method: 'POST',
      url: url(adminPaths.myTwoFactor),
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: twoFactorMessages.alreadyEnabled })
    expect((await confirmWith(codeAt(setup.secret, 1))).statusCode).toBe(409)
    expect(await auditActions(clerk.user.id)).toEqual(['two_factor.start', 'two_factor.enable'])
    // The session that confirmed counts as having passed the second step.
    const me = await injectAs(t, clerk.token, { method: 'GET', url: url(adminPaths.me) })
    expect(me.statusCode).toBe(200)
  })

  it('refuses a confirmation before any set-up (409)', async () => {
    const clerk = await createStaff(t, ['editor'])
    const res = await injectAs(t, clerk.token, {
      method: 'POST',
      url: url(adminPaths.myTwoFactorConfirm),
      payload: { code: '123456' },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: twoFactorMessages.notStarted })
  })
})

describe('signing in with two steps', () => {
  let clerk: Staff
  let secret: string
  let recoveryCodes: string[]
  beforeAll(async () => {
    clerk = await createStaff(t, ['orders'])
    ;({ secret, recoveryCodes } = await enrol(clerk))
  })

  it('answers the right password with a challenge and no cookie, then the code sets the cookie', async () => {
    const res = await signIn(clerk.email, clerk.password)
    expect(res.statusCode).toBe(202)
    expect(res.json()).toMatchObject({ message: twoFactorMessages.secondStep })
    expect(res.cookies.find((c) => c.name === STAFF_COOKIE)).toBeUndefined()
    const expires = new Date(res.json().expires_at as string).getTime() - Date.now()
    expect(expires).toBeGreaterThan(4 * 60_000)
    expect(expires).toBeLessThanOrEqual(5 * 60_000)
    const [stored] = await t.database.db
      .select()
      .from(staff_sign_in_challenges)
      .where(eq(staff_sign_in_challenges.user_id, clerk.user.id))
    expect(stored!.token_hash).not.toBe(res.json().challenge)

    const done = await secondStep(res.json().challenge as string, codeAt(secret, 1))
    expect(done.statusCode, done.body).toBe(200)
    const cookie = done.cookies.find((c) => c.name === STAFF_COOKIE)!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    const me = await t.app.inject({
      method: 'GET',
      url: url(adminPaths.me),
      cookies: { [STAFF_COOKIE]: cookie.value },
    })
    expect(me.statusCode).toBe(200)
    // The challenge served once.
    const reused = await secondStep(res.json().challenge as string, codeAt(secret, 1))
    expect(reused.statusCode).toBe(422)
    expect(reused.json().errors).toEqual({ challenge: [twoFactorMessages.challengeEnded] })
  })

  it('refuses a code used already within its window (replay)', async () => {
    await forgetLastStep(clerk.user.id)
    const code = codeAt(secret)
    expect((await secondStep(await challengeFor(clerk), code)).statusCode).toBe(200)
    const replay = await secondStep(await challengeFor(clerk), code)
    expect(replay.statusCode).toBe(422)
    expect(replay.json().errors).toEqual({ code: [twoFactorMessages.reusedCode] })
  })

  it('takes a recovery code once, typed in any case and without the dash', async () => {
    const [first] = recoveryCodes
    const typed = first!.replace('-', '').toUpperCase()
    const ok = await secondStep(await challengeFor(clerk), typed)
    expect(ok.statusCode, ok.body).toBe(200)
    const again = await secondStep(await challengeFor(clerk), first!)
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toEqual({ code: [twoFactorMessages.wrongCode] })
    const status = await injectAs(t, clerk.token, {
      method: 'GET',
      url: url(adminPaths.myTwoFactor),
    })
    expect(status.json().recovery_codes_left).toBe(9)
    const actions = await auditActions(clerk.user.id)
    expect(actions).toContain('session.two_factor')
    expect(actions).toContain('session.recovery_code')
  })

  it('lets a challenge expire after 5 minutes', async () => {
    await forgetLastStep(clerk.user.id)
    const challenge = await challengeFor(clerk)
    await t.database.db
      .update(staff_sign_in_challenges)
      .set({ created_at: sql`now() - interval '5 minutes 1 second'` })
      .where(eq(staff_sign_in_challenges.user_id, clerk.user.id))
    const res = await secondStep(challenge, codeAt(secret))
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: twoFactorMessages.challengeEnded,
      errors: { challenge: [twoFactorMessages.challengeEnded] },
    })
  })

  it('ends a challenge after five wrong codes, and throttles wrong codes like passwords (429)', async () => {
    await forgetLastStep(clerk.user.id)
    const challenge = await challengeFor(clerk)
    for (let i = 0; i < 5; i++) {
      expect((await secondStep(challenge, '000000', '203.0.113.9')).statusCode).toBe(422)
    }
    // From another address (the throttle counts per address): the challenge itself is over.
    const spent = await secondStep(challenge, codeAt(secret), '203.0.113.10')
    expect(spent.json().errors).toEqual({ challenge: [twoFactorMessages.challengeEnded] })
    // From the same address, a new challenge's right code waits: five failures this minute.
    const throttled = await secondStep(await challengeFor(clerk), codeAt(secret), '203.0.113.9')
    expect(throttled.statusCode).toBe(429)
    expect(throttled.headers['retry-after']).toBeDefined()
  })

  it('answers 422 per field for a missing challenge and code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: url(adminPaths.sessionTwoFactor),
      payload: {},
    })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors as object).sort()).toEqual(['challenge', 'code'])
  })

  it('refuses on the admin API a bearer token from the shop login, which had no second step', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { email: clerk.email, password: clerk.password },
    })
    const token = login.json().token as string
    const admin = await injectAs(t, token, { method: 'GET', url: url(adminPaths.me) })
    expect(admin.statusCode).toBe(401)
    expect(admin.json()).toEqual({ message: twoFactorMessages.signInAgain })
    // The shop still knows its customer.
    expect((await injectAs(t, token, { method: 'GET', url: apiPaths.me })).statusCode).toBe(200)
  })
})

describe('recovery codes and turning off', () => {
  it('renews recovery codes for a current code; the old ones stop working', async () => {
    const clerk = await createStaff(t, ['catalog'])
    const { secret, recoveryCodes } = await enrol(clerk)
    const renew = (code: string) =>
      injectAs(t, clerk.token, {
        method: 'POST',
        url: url(adminPaths.myRecoveryCodes),
        payload: { code },
      })
    expect((await renew('111111')).statusCode).toBe(422)
    // A recovery code is not a current code.
    expect((await renew(recoveryCodes[0]!)).statusCode).toBe(422)
    const ok = await renew(codeAt(secret, 1))
    expect(ok.statusCode, ok.body).toBe(200)
    const fresh = ok.json().recovery_codes as string[]
    expect(fresh).toHaveLength(10)
    expect(fresh).not.toContain(recoveryCodes[0])
    const old = await secondStep(await challengeFor(clerk), recoveryCodes[1]!)
    expect(old.statusCode).toBe(422)
    expect((await secondStep(await challengeFor(clerk), fresh[0]!)).statusCode).toBe(200)
    expect(await auditActions(clerk.user.id)).toContain('two_factor.recovery_codes')
  })

  it('turns off with the current password (422 for a wrong one), or with a code', async () => {
    const clerk = await createStaff(t, ['editor'])
    await enrol(clerk)
    const off = (payload: object) =>
      injectAs(t, clerk.token, { method: 'DELETE', url: url(adminPaths.myTwoFactor), payload })
    const empty = await off({})
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors).toEqual({ password: [twoFactorMessages.passwordOrCode] })
    const wrong = await off({ password: 'khong-phai-mat-khau' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ password: [authMessages.wrongCurrentPassword] })
    const ok = await off({ password: clerk.password })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ message: twoFactorMessages.disabled })
    expect((await off({ password: clerk.password })).statusCode).toBe(409)
    // Off: the password alone signs in again.
    expect((await signIn(clerk.email, clerk.password)).statusCode).toBe(200)

    const other = await createStaff(t, ['editor'])
    const second = await enrol(other)
    const byCode = await injectAs(t, other.token, {
      method: 'DELETE',
      url: url(adminPaths.myTwoFactor),
      payload: { code: codeAt(second.secret, 1) },
    })
    expect(byCode.statusCode, byCode.body).toBe(200)
    expect(await auditActions(other.user.id)).toContain('two_factor.disable')
  })
})

describe('the owner requires two-step sign-in of all staff (PATCH /admin/security)', () => {
  const patch = (token: string, payload: object) =>
    injectAs(t, token, { method: 'PATCH', url: url(adminPaths.security), payload })

  it('refuses anyone but an owner, and an owner who has not turned it on for themselves', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: url(adminPaths.security),
          payload: { require_two_factor: true },
        })
      ).statusCode,
    ).toBe(401)
    const shopper = await createCustomer(t)
    expect((await patch(shopper.token, { require_two_factor: true })).statusCode).toBe(403)
    const admin = await createStaff(t, ['admin'])
    expect((await patch(admin.token, { require_two_factor: true })).statusCode).toBe(403)

    // A role with staff:manage that is not the owner's.
    const [role] = await t.database.db
      .insert(roles)
      .values({ name: `Nhân sự ${Date.now()}`, permissions: ['staff:manage'] })
      .returning()
    const manager = await createStaff(t, [])
    await t.database.db.insert(user_roles).values({ user_id: manager.user.id, role_id: role!.id })
    const notOwner = await patch(manager.token, { require_two_factor: true })
    expect(notOwner.statusCode).toBe(403)
    expect(notOwner.json()).toEqual({ message: twoFactorMessages.ownerOnly })

    const owner = await createStaff(t, ['owner'])
    expect((await patch(owner.token, { require_two_factor: 'có' })).statusCode).toBe(422)
    const first = await patch(owner.token, { require_two_factor: true })
    expect(first.statusCode).toBe(409)
    expect(first.json()).toEqual({ message: twoFactorMessages.enableYourselfFirst })
  })

  it('locks staff without it out of every admin route but the set-up and /me, until they set it up', async () => {
    const owner = await createStaff(t, ['owner'])
    await enrol(owner)
    const on = await patch(owner.token, { require_two_factor: true })
    expect(on.statusCode, on.body).toBe(200)
    expect(on.json()).toEqual({ require_two_factor: true })
    try {
      const admin = await createStaff(t, ['admin'])
      const get = (path: string) => injectAs(t, admin.token, { method: 'GET', url: url(path) })
      expect((await get(adminPaths.me)).statusCode).toBe(200)
      const status = await get(adminPaths.myTwoFactor)
      expect(status.json()).toMatchObject({ enabled: false, required: true })
      const locked = await injectAs(t, admin.token, {
        method: 'PATCH',
        url: adminUrl(adminPaths.orderStatus, { code: 'PC000000000000' }),
        payload: { status: 'confirmed' },
      })
      expect(locked.statusCode).toBe(403)
      expect(locked.json()).toEqual({ message: twoFactorMessages.setupRequired })
      // A shopper still gets the plain refusal, and the owner (who has it on) goes on.
      const roleList = await injectAs(t, owner.token, { method: 'GET', url: url(adminPaths.roles) })
      expect(roleList.statusCode).toBe(200)

      await enrol(admin)
      const after = await injectAs(t, admin.token, {
        method: 'PATCH',
        url: adminUrl(adminPaths.orderStatus, { code: 'PC000000000000' }),
        payload: { status: 'confirmed' },
      })
      expect(after.statusCode).not.toBe(403)
      // Required: it cannot be turned off.
      const off = await injectAs(t, admin.token, {
        method: 'DELETE',
        url: url(adminPaths.myTwoFactor),
        payload: { password: admin.password },
      })
      expect(off.statusCode).toBe(409)
      expect(off.json()).toEqual({ message: twoFactorMessages.requiredByShop })
    } finally {
      expect((await patch(owner.token, { require_two_factor: false })).statusCode).toBe(200)
    }
    const rows = await t.database.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'security.update'), eq(audit_log.actor_id, owner.user.id)))
      .orderBy(audit_log.id)
    expect(rows.map((r) => r.after)).toEqual([
      { require_two_factor: true },
      { require_two_factor: false },
    ])
    expect(rows[0]!.permission).toBe('staff:manage')
  })
})

describe('tokens', () => {
  it('marks only tokens issued after a second step', async () => {
    const clerk = await createStaff(t, ['orders'])
    const { secret } = await enrol(clerk)
    const done = await secondStep(await challengeFor(clerk), codeAt(secret, 1))
    const id = Number(done.cookies.find((c) => c.name === STAFF_COOKIE)!.value.split('|')[0])
    const [row] = await t.database.db
      .select()
      .from(personal_access_tokens)
      .where(eq(personal_access_tokens.id, id))
    expect(row).toMatchObject({ second_factor: true, name: 'back-office' })
  })
})

describe('rotating APP_SECRET (APP_SECRET_PREVIOUS)', () => {
  const NEW_SECRET = 'the-new-app-secret-after-a-rotation-0123456789'

  /** The app as it runs after a rotation, on the same database. */
  async function appWith(appSecret: string, appSecretPrevious?: string) {
    const config = { ...t.config, appSecret, appSecretPrevious }
    const app = await buildApp({ config, database: t.database, web: false })
    await app.ready()
    return app
  }
  const secondStepOn = async (app: FastifyInstance, staff: Staff, code: string) => {
    const challenge = await app.inject({
      method: 'POST',
      url: url(adminPaths.session),
      payload: { email: staff.email, password: staff.password },
    })
    expect(challenge.statusCode, challenge.body).toBe(202)
    return app.inject({
      method: 'POST',
      url: url(adminPaths.sessionTwoFactor),
      payload: { challenge: challenge.json().challenge, code },
    })
  }

  it('keeps codes and recovery codes working, and seals the secret again with the new key', async () => {
    const clerk = await createStaff(t, ['orders'])
    const { secret, recoveryCodes } = await enrol(clerk)
    await forgetLastStep(clerk.user.id)
    const sealedBefore = (
      await t.database.db
        .select()
        .from(staff_two_factor)
        .where(eq(staff_two_factor.user_id, clerk.user.id))
    )[0]!.secret_sealed

    // Without the previous value, what the old one sealed cannot be read.
    const withoutPrevious = await appWith(NEW_SECRET)
    try {
      const refused = await secondStepOn(withoutPrevious, clerk, codeAt(secret))
      expect(refused.statusCode).toBeGreaterThanOrEqual(400)
    } finally {
      await withoutPrevious.close()
    }
    await forgetLastStep(clerk.user.id)

    const rotated = await appWith(NEW_SECRET, t.config.appSecret)
    try {
      const byCode = await secondStepOn(rotated, clerk, codeAt(secret))
      expect(byCode.statusCode, byCode.body).toBe(200)
      const byRecovery = await secondStepOn(rotated, clerk, recoveryCodes[0]!)
      expect(byRecovery.statusCode, byRecovery.body).toBe(200)
    } finally {
      await rotated.close()
    }
    const sealedAfter = (
      await t.database.db
        .select()
        .from(staff_two_factor)
        .where(eq(staff_two_factor.user_id, clerk.user.id))
    )[0]!.secret_sealed
    expect(sealedAfter).not.toBe(sealedBefore)

    // Sealed again: the new secret alone reads it now.
    await forgetLastStep(clerk.user.id)
    const newOnly = await appWith(NEW_SECRET)
    try {
      const byCode = await secondStepOn(newOnly, clerk, codeAt(secret))
      expect(byCode.statusCode, byCode.body).toBe(200)
    } finally {
      await newOnly.close()
    }
  })

  it('accepts a CSRF token signed with the previous secret', async () => {
    const token = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })
    const cookie = token.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value
    const post = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: apiPaths.logout,
        cookies: { 'XSRF-TOKEN': cookie },
        headers: { 'x-xsrf-token': cookie },
      })
    const rotated = await appWith(NEW_SECRET, t.config.appSecret)
    const newOnly = await appWith(NEW_SECRET)
    try {
      expect((await post(rotated)).statusCode).not.toBe(419)
      expect((await post(newOnly)).statusCode).toBe(419)
    } finally {
      await Promise.all([rotated.close(), newOnly.close()])
    }
  })
})
