import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { personal_access_tokens } from './auth.tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ loginMaxAttempts: 5, loginIpMaxPerMinute: 1000 })
})
afterAll(() => t?.close())

const register = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/register', payload: body })
const login = (email: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password },
    remoteAddress: ip,
  })
const me = (token: string) => injectAs(t, token, { method: 'GET', url: '/api/v1/users/me' })

const valid = {
  name: 'Lê Hoàng Nam',
  email: 'Nam.Le@Example.VN',
  phone: '+84 912 345 678',
  password: 'Cho-phien-sang-2026',
  password_confirmation: 'Cho-phien-sang-2026',
}

describe('register', () => {
  it('creates the account, logs in at once and stores the email in lower case', async () => {
    const res = await register(valid)
    expect(res.statusCode).toBe(201)
    const { token } = res.json()
    expect(token).toMatch(/^\d+\|[\w-]+$/)
    const profile = await me(token)
    expect(profile.statusCode).toBe(200)
    expect(profile.json()).toMatchObject({
      name: 'Lê Hoàng Nam',
      email: 'nam.le@example.vn',
      phone: '0912345678',
    })
    expect(profile.json()).not.toHaveProperty('password_hash')
  })

  it('refuses an email that differs only in case', async () => {
    const res = await register({ ...valid, email: 'NAM.LE@example.vn' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.email).toEqual(['Email này đã được đăng ký.'])
  })

  it('explains every bad field in Vietnamese', async () => {
    const res = await register({
      name: 'A',
      email: 'khong-phai-email',
      phone: '024 3825 1234',
      password: 'ngan',
      password_confirmation: 'khac',
    })
    expect(res.statusCode).toBe(422)
    const { errors, message } = res.json()
    expect(errors.name).toEqual(['Họ tên phải có ít nhất 2 ký tự.'])
    expect(errors.email).toEqual(['Email không hợp lệ.'])
    expect(errors.phone).toEqual(['Số điện thoại không hợp lệ (ví dụ: 0912 345 678).'])
    expect(errors.password).toEqual(['Mật khẩu phải có ít nhất 8 ký tự.'])
    expect(message).toBe('Họ tên phải có ít nhất 2 ký tự.')
  })

  it('refuses mismatched confirmation, over-long and common passwords', async () => {
    const mismatch = await register({
      ...valid,
      email: 'a1@example.vn',
      password_confirmation: 'Cho-phien-sang-2027',
    })
    expect(mismatch.json().errors.password_confirmation).toEqual(['Mật khẩu xác nhận không khớp.'])
    const long = 'x'.repeat(129)
    const tooLong = await register({
      ...valid,
      email: 'a2@example.vn',
      password: long,
      password_confirmation: long,
    })
    expect(tooLong.json().errors.password).toEqual(['Mật khẩu không được dài quá 128 ký tự.'])
    for (const common of ['password123', '12345678', 'anhyeuem123']) {
      const res = await register({
        ...valid,
        email: 'a3@example.vn',
        password: common,
        password_confirmation: common,
      })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.password).toEqual([
        'Mật khẩu này quá phổ biến, vui lòng chọn mật khẩu khác.',
      ])
    }
  })

  it('answers 422, not 500, to a missing or malformed body', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/register' })
    expect(empty.statusCode).toBe(422)
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json().message).toBe('Yêu cầu không hợp lệ.')
  })
})

describe('login', () => {
  it('returns a token for the right password, whatever the email case', async () => {
    const { email, password } = await createCustomer(t)
    const res = await login(email.toUpperCase(), password)
    expect(res.statusCode).toBe(200)
    expect((await me(res.json().token)).statusCode).toBe(200)
  })

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { email } = await createCustomer(t)
    const wrong = await login(email, 'not-the-password')
    const unknown = await login('nobody@example.vn', 'not-the-password')
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({
        message: 'Email hoặc mật khẩu không đúng.',
        errors: { email: ['Email hoặc mật khẩu không đúng.'] },
      })
    }
  })

  it('throttles after 5 failures a minute for one email and IP, with Retry-After', async () => {
    const { email, password } = await createCustomer(t)
    for (let i = 0; i < 5; i++)
      expect((await login(email, 'wrong-password', '198.51.100.1')).statusCode).toBe(422)
    const blocked = await login(email, password, '198.51.100.1')
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.json().message).toBe('Bạn thao tác quá nhiều lần. Vui lòng thử lại sau.')
    // Another IP is not punished for the attacker's failures.
    expect((await login(email, password, '198.51.100.2')).statusCode).toBe(200)
  })

  it('forgets earlier failures after a successful login', async () => {
    const { email, password } = await createCustomer(t)
    for (let i = 0; i < 4; i++) await login(email, 'wrong-password', '198.51.100.3')
    expect((await login(email, password, '198.51.100.3')).statusCode).toBe(200)
    for (let i = 0; i < 4; i++)
      expect((await login(email, 'wrong-password', '198.51.100.3')).statusCode).toBe(422)
  })
})

describe('login per-IP cap', () => {
  it('caps attempts from one IP across emails', async () => {
    const capped = await createTestApp({ loginIpMaxPerMinute: 3 })
    try {
      const attempt = (i: number) =>
        capped.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { email: `u${i}@example.vn`, password: 'whatever-1' },
          remoteAddress: '192.0.2.9',
        })
      for (let i = 0; i < 3; i++) expect((await attempt(i)).statusCode).toBe(422)
      expect((await attempt(4)).statusCode).toBe(429)
    } finally {
      await capped.close()
    }
  })
})

describe('tokens', () => {
  it('refuses requests without a token, with a garbage token or with another token id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me' })).json()).toEqual({
      message: 'Unauthenticated.',
    })
    expect((await me('garbage')).statusCode).toBe(401)
    const a = await createCustomer(t)
    const b = await createCustomer(t)
    const [, secretOfA] = a.token.split('|')
    const [idOfB] = b.token.split('|')
    expect((await me(`${idOfB}|${secretOfA}`)).statusCode).toBe(401)
  })

  it('takes any malformed credential for no credential: 401, never a 500', async () => {
    const secret = 'a'.repeat(40)
    const malformed = [
      `9999999999|${secret}`,
      `2147483648|${secret}`,
      `0|${secret}`,
      `0000000001|${secret}`,
      `-1|${secret}`,
      `1|${'a'.repeat(5000)}`,
      '|',
      `1e3|${secret}`,
    ]
    for (const token of malformed) {
      expect((await me(token)).statusCode, token).toBe(401)
      const byCookie = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        cookies: { token },
      })
      expect(byCookie.statusCode, `cookie ${token}`).toBe(401)
    }
  })

  it('stores only a hash and expires after 86400 s', async () => {
    const { token } = await createCustomer(t)
    const [id, secret] = token.split('|')
    const row = await t.database.db.query.personal_access_tokens.findFirst({
      where: eq(personal_access_tokens.id, Number(id)),
    })
    expect(row!.token_hash).not.toContain(secret)
    const lifetime = (row!.expires_at!.getTime() - row!.created_at.getTime()) / 1000
    expect(Math.round(lifetime)).toBe(86_400)
    await t.database.db
      .update(personal_access_tokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(personal_access_tokens.id, Number(id)))
    expect((await me(token)).statusCode).toBe(401)
  })

  it('logout revokes the token; a second logout is 401', async () => {
    const { token } = await createCustomer(t)
    const out = await injectAs(t, token, { method: 'POST', url: '/api/v1/logout' })
    expect(out.statusCode).toBe(200)
    expect((await me(token)).statusCode).toBe(401)
    expect((await injectAs(t, token, { method: 'POST', url: '/api/v1/logout' })).statusCode).toBe(
      401,
    )
  })
})

describe('validation messages', () => {
  // Each request from its own address, clear of the per-IP rate limits the other tests use up.
  let ip = 0
  const post = (url: string, payload: object, token?: string) =>
    token
      ? injectAs(t, token, { method: 'PUT', url, payload })
      : t.app.inject({ method: 'POST', url, payload, remoteAddress: `192.0.2.${++ip}` })

  it('gives each field of the wrong type its message once', async () => {
    const login = await post('/api/v1/login', { email: [], password: {} })
    expect(login.statusCode).toBe(422)
    expect(login.json().errors).toEqual({
      email: ['Vui lòng nhập email.'],
      password: ['Vui lòng nhập mật khẩu.'],
    })
    const register = await post('/api/v1/register', {
      name: [],
      email: [],
      phone: [],
      password: [],
      password_confirmation: [],
    })
    expect(register.json().errors).toEqual({
      name: ['Vui lòng nhập họ tên.'],
      email: ['Vui lòng nhập email.'],
      phone: ['Vui lòng nhập số điện thoại.'],
      password: ['Vui lòng nhập mật khẩu.'],
      password_confirmation: ['Vui lòng nhập lại mật khẩu.'],
    })
    const forgot = await post('/api/v1/forgot-password', { email: [] })
    expect(forgot.json().errors).toEqual({ email: ['Vui lòng nhập email.'] })
    const reset = await post('/api/v1/reset-password', {
      token: [],
      email: [],
      password: [],
      password_confirmation: [],
    })
    const errors: Record<string, string[]> = reset.json().errors
    expect(Object.keys(errors).sort()).toEqual([
      'email',
      'password',
      'password_confirmation',
      'token',
    ])
    for (const list of Object.values(errors)) expect(list).toHaveLength(1)
  })

  it('says a 200,000-character password is too long, wherever it is typed', async () => {
    const long = 'x'.repeat(200_000)
    const tooLong = ['Mật khẩu không được dài quá 128 ký tự.']
    const login = await post('/api/v1/login', { email: 'ai-do@example.vn', password: long })
    expect(login.statusCode).toBe(422)
    expect(login.json().errors).toEqual({ password: tooLong })
    const register = await post('/api/v1/register', {
      ...valid,
      email: 'dai-qua@example.vn',
      password: long,
      password_confirmation: long,
    })
    expect(register.json().errors).toEqual({ password: tooLong })
    const reset = await post('/api/v1/reset-password', {
      token: 'abc',
      email: 'ai-do@example.vn',
      password: long,
      password_confirmation: long,
    })
    expect(reset.json().errors).toEqual({ password: tooLong })
    const { token, password } = await createCustomer(t)
    const change = await post(
      '/api/v1/users/me/password',
      { current_password: password, password: long, password_confirmation: long },
      token,
    )
    expect(change.json().errors).toEqual({ password: tooLong })
    const current = await post(
      '/api/v1/users/me/password',
      {
        current_password: long,
        password: 'Mat-khau-moi-2026',
        password_confirmation: 'Mat-khau-moi-2026',
      },
      token,
    )
    expect(current.statusCode).toBe(422)
    expect(current.json().errors).toEqual({ current_password: tooLong })
  })
})
