import {
  adminPaths,
  adminSessionMessages,
  adminUrl,
  apiPaths,
  authMessages,
  messages,
  STAFF_COOKIE,
  STAFF_TOKEN_TTL_SECONDS,
} from '@phiencho/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { personal_access_tokens } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createStaff } from '../../test/staff-factories.ts'

let t: TestApp
let owner: Awaited<ReturnType<typeof createStaff>>
let xsrf: string
beforeAll(async () => {
  t = await createTestApp()
  owner = await createStaff(t, ['owner'])
  const res = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })
  xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value
})
afterAll(() => t.close())

const session = adminUrl(adminPaths.session)
const me = adminUrl(adminPaths.me)

function signIn(email: string, password: string, app = t) {
  return app.app.inject({ method: 'POST', url: session, payload: { email, password } })
}

async function staffCookieFor(email: string, password: string): Promise<string> {
  const res = await signIn(email, password)
  expect(res.statusCode, res.body).toBe(200)
  return res.cookies.find((c) => c.name === STAFF_COOKIE)!.value
}

const withCookie = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, cookies: { [STAFF_COOKIE]: cookie } })

async function tokenCount(userId: number) {
  const rows = await t.database.db
    .select({ id: personal_access_tokens.id })
    .from(personal_access_tokens)
    .where(eq(personal_access_tokens.user_id, userId))
  return rows.length
}

describe('POST /admin/session (the back office sign-in)', () => {
  it('sets an httpOnly, SameSite=Lax, path-/ staff cookie holding an 8-hour token', async () => {
    const clerk = await createStaff(t, ['orders'])
    const res = await signIn(clerk.email, clerk.password)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: adminSessionMessages.signedIn })
    const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE)!
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: STAFF_TOKEN_TTL_SECONDS,
    })
    expect(cookie.secure).toBeFalsy()
    // The token is not in the body: page scripts never see it.
    expect(res.body).not.toContain(cookie.value)

    const who = await withCookie(cookie.value, me)
    expect(who.statusCode).toBe(200)
    expect(who.json()).toMatchObject({ id: clerk.user.id, permissions: expect.any(Array) })
    const [row] = await t.database.db
      .select()
      .from(personal_access_tokens)
      .where(eq(personal_access_tokens.id, Number(cookie.value.split('|')[0])))
    const lifetime = row!.expires_at!.getTime() - row!.created_at.getTime()
    expect(Math.round(lifetime / 1000)).toBe(STAFF_TOKEN_TTL_SECONDS)
  })

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    const https = await createTestApp({}, { APP_URL: 'https://phiencho.example' })
    try {
      const clerk = await createStaff(https, ['editor'])
      const res = await signIn(clerk.email, clerk.password, https)
      expect(res.statusCode).toBe(200)
      expect(res.cookies.find((c) => c.name === STAFF_COOKIE)).toMatchObject({ secure: true })
    } finally {
      await https.close()
    }
  })

  it('answers a wrong password 422 beside the email, in Vietnamese, and sets nothing', async () => {
    const res = await signIn(owner.email, `${owner.password}-sai`)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: authMessages.invalidCredentials,
      errors: { email: [authMessages.invalidCredentials] },
    })
    expect(res.cookies.find((c) => c.name === STAFF_COOKIE)).toBeUndefined()
  })

  it('answers 422 per field for a missing email and password', async () => {
    const res = await t.app.inject({ method: 'POST', url: session, payload: {} })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors as object).sort()).toEqual(['email', 'password'])
  })

  it('refuses a shopper with a clear message and issues no token', async () => {
    const shopper = await createCustomer(t)
    const before = await tokenCount(shopper.user.id)
    const res = await signIn(shopper.email, shopper.password)
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ email: [adminSessionMessages.notStaff] })
    expect(res.cookies.find((c) => c.name === STAFF_COOKIE)).toBeUndefined()
    expect(await tokenCount(shopper.user.id)).toBe(before)
  })

  it('counts failures with the shop login: the sixth wrong password in a minute is 429', async () => {
    const clerk = await createStaff(t, ['editor'])
    for (let i = 0; i < 5; i++) {
      expect((await signIn(clerk.email, 'sai-mat-khau')).statusCode).toBe(422)
    }
    const refused = await signIn(clerk.email, clerk.password)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
  })
})

describe('the staff cookie', () => {
  it('is accepted by the admin API only, never by a shopper route', async () => {
    const clerk = await createStaff(t, ['orders'])
    const cookie = await staffCookieFor(clerk.email, clerk.password)
    expect((await withCookie(cookie, me)).statusCode).toBe(200)
    const shop = await withCookie(cookie, apiPaths.me)
    expect(shop.statusCode).toBe(401)
    expect(shop.json()).toEqual({ message: messages.unauthenticated })
  })

  it('must pass the CSRF double-submit check on every unsafe request: 419 without it', async () => {
    const cookie = await staffCookieFor(owner.email, owner.password)
    const shopper = await createCustomer(t)
    const add = (headers: Record<string, string>, cookies: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: adminUrl(adminPaths.staff),
        headers,
        cookies: { [STAFF_COOKIE]: cookie, ...cookies },
        payload: { email: shopper.email, role_ids: [] },
      })
    const missing = await add({}, {})
    expect(missing.statusCode).toBe(419)
    expect(missing.json()).toEqual({ message: messages.csrfMismatch })
    const unechoed = await add({}, { 'XSRF-TOKEN': xsrf })
    expect(unechoed.statusCode).toBe(419)
    // Echoed, the request reaches the route (whose validation then speaks).
    const echoed = await add({ 'x-xsrf-token': xsrf }, { 'XSRF-TOKEN': xsrf })
    expect(echoed.statusCode).toBe(422)
    const signOut = await t.app.inject({
      method: 'DELETE',
      url: session,
      cookies: { [STAFF_COOKIE]: cookie },
    })
    expect(signOut.statusCode).toBe(419)
  })

  it('leaves bearer tokens from /login working on the admin API', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { email: owner.email, password: owner.password },
    })
    const token = login.json().token as string
    expect((await injectAs(t, token, { method: 'GET', url: me })).statusCode).toBe(200)
  })

  it('stops at once when the person is disabled (401)', async () => {
    const clerk = await createStaff(t, ['catalog'])
    const cookie = await staffCookieFor(clerk.email, clerk.password)
    expect((await withCookie(cookie, me)).statusCode).toBe(200)
    const disabled = await injectAs(t, owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.staffDisable, { user_id: clerk.user.id }),
    })
    expect(disabled.statusCode).toBe(200)
    const refused = await withCookie(cookie, me)
    expect(refused.statusCode).toBe(401)
    // And the sign-in tells whoever knows the password.
    const again = await signIn(clerk.email, clerk.password)
    expect(again.json().errors).toEqual({ email: [authMessages.accountDisabled] })
  })
})

describe('DELETE /admin/session (sign-out)', () => {
  it('revokes the token and removes the cookie', async () => {
    const clerk = await createStaff(t, ['moderator'])
    const cookie = await staffCookieFor(clerk.email, clerk.password)
    const res = await t.app.inject({
      method: 'DELETE',
      url: session,
      headers: { 'x-xsrf-token': xsrf },
      cookies: { [STAFF_COOKIE]: cookie, 'XSRF-TOKEN': xsrf },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: adminSessionMessages.signedOut })
    const cleared = res.cookies.find((c) => c.name === STAFF_COOKIE)!
    expect(cleared.value).toBe('')
    expect(cleared).toMatchObject({ path: '/', httpOnly: true })
    expect((await withCookie(cookie, me)).statusCode).toBe(401)
    const [row] = await t.database.db
      .select()
      .from(personal_access_tokens)
      .where(eq(personal_access_tokens.id, Number(cookie.split('|')[0])))
    expect(row).toBeUndefined()
  })

  it('still removes the cookie of a session already ended', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: session,
      headers: { 'x-xsrf-token': xsrf },
      cookies: { [STAFF_COOKIE]: '1|' + 'x'.repeat(40), 'XSRF-TOKEN': xsrf },
    })
    expect(res.statusCode).toBe(200)
    expect(res.cookies.find((c) => c.name === STAFF_COOKIE)!.value).toBe('')
  })
})
