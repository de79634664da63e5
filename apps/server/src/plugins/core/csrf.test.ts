import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, type TestApp } from '../../test/app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ authMode: 'cookie' })
})
afterAll(() => t?.close())

async function csrfCookie() {
  const res = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })
  expect(res.statusCode).toBe(204)
  const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!
  expect(cookie.httpOnly).toBeFalsy()
  return cookie.value
}

describe('cookie mode (Sanctum SPA)', () => {
  it('logs in with the CSRF header, sets an httpOnly token cookie and uses it', async () => {
    const { email, password } = await createCustomer(t)
    const xsrf = await csrfCookie()
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      cookies: { 'XSRF-TOKEN': xsrf },
      headers: { 'x-xsrf-token': xsrf },
      payload: { email, password },
    })
    expect(login.statusCode).toBe(200)
    const token = login.cookies.find((c) => c.name === 'token')!
    expect(token.httpOnly).toBe(true)
    expect(token.maxAge).toBe(86_400)
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      cookies: { token: token.value },
    })
    expect(me.statusCode).toBe(200)
  })

  it('answers 419 to a cookie-authenticated mutation without the header, or with a forged one', async () => {
    const { token } = await createCustomer(t)
    const xsrf = await csrfCookie()
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      cookies: { token, 'XSRF-TOKEN': xsrf },
    })
    expect(missing.statusCode).toBe(419)
    expect(missing.json()).toEqual({ message: 'CSRF token mismatch.' })
    const forged = 'abc.def'
    const planted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      cookies: { token, 'XSRF-TOKEN': forged },
      headers: { 'x-xsrf-token': forged },
    })
    expect(planted.statusCode).toBe(419)
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      cookies: { token, 'XSRF-TOKEN': xsrf },
      headers: { 'x-xsrf-token': `${xsrf}x` },
    })
    expect(mismatch.statusCode).toBe(419)
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      cookies: { token, 'XSRF-TOKEN': xsrf },
      headers: { 'x-xsrf-token': xsrf },
    })
    expect(ok.statusCode).toBe(200)
  })

  it('does not ask bearer clients for a CSRF token', async () => {
    const { token } = await createCustomer(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${token}` },
      cookies: { token },
    })
    expect(res.statusCode).toBe(200)
  })
})
