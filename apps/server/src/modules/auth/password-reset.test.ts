import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts'
import { password_reset_tokens } from './auth.tables.ts'

let t: TestApp
let smtp: SmtpCapture
beforeAll(async () => {
  smtp = await startSmtpCapture()
  t = await createTestApp({ smtpUrl: smtp.url, appUrl: 'https://phiencho.test' })
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email } })
const reset = (body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/reset-password', payload: body })

async function resetLinkFor(email: string) {
  const mail = await smtp.waitFor(email)
  smtp.messages.splice(smtp.messages.indexOf(mail), 1)
  const link = /https:\/\/phiencho\.test\/reset-password\?[^\s"<]+/.exec(mail.text ?? '')
  expect(link, 'the mail carries a reset link').not.toBeNull()
  return { mail, url: new URL(link![0]) }
}

describe('forgot and reset password (real SMTP exchange)', () => {
  it('mails a one-hour single-use link that sets a new password and ends every session', async () => {
    const customer = await createCustomer(t)
    const res = await forgot(customer.email)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toContain('1 giờ')

    const { mail, url } = await resetLinkFor(customer.email)
    expect(mail.subject).toBe('[Phiên Chợ] Đặt lại mật khẩu')
    const token = url.searchParams.get('token')!
    expect(url.searchParams.get('email')).toBe(customer.email)

    const body = {
      token,
      email: customer.email,
      password: 'Mat-khau-moi-2026',
      password_confirmation: 'Mat-khau-moi-2026',
    }
    expect((await reset(body)).statusCode).toBe(200)
    // The old session is over; the new password works, the old one does not.
    expect(
      (await injectAs(t, customer.token, { method: 'GET', url: '/api/v1/users/me' })).statusCode,
    ).toBe(401)
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: customer.email, password },
      })
    expect((await login('Mat-khau-moi-2026')).statusCode).toBe(200)
    expect((await login(customer.password)).statusCode).toBe(422)

    // Single use.
    const again = await reset({
      ...body,
      password: 'Lan-thu-hai-2026',
      password_confirmation: 'Lan-thu-hai-2026',
    })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors.email).toEqual([
      'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.',
    ])
  })

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const before = smtp.messages.length
    const res = await forgot('khong-ton-tai@example.vn')
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toContain('Nếu email đã đăng ký')
    await new Promise((r) => setTimeout(r, 200))
    expect(smtp.messages.length).toBe(before)
  })

  it('answers before the mail is delivered: the reply never waits for a slow mail server', async () => {
    const customer = await createCustomer(t)
    const release = smtp.hold()
    try {
      const res = await Promise.race([
        forgot(customer.email),
        new Promise<'still waiting'>((r) => setTimeout(() => r('still waiting'), 3000)),
      ])
      expect(res === 'still waiting' ? res : res.statusCode).toBe(200)
      // The mail reached the server, which has not acknowledged it yet.
      await smtp.waitFor(customer.email)
    } finally {
      release()
    }
    await resetLinkFor(customer.email)
  })

  it('refuses a link older than one hour, a wrong token and a token for another email', async () => {
    const customer = await createCustomer(t)
    const other = await createCustomer(t)
    await forgot(customer.email)
    const { url } = await resetLinkFor(customer.email)
    const token = url.searchParams.get('token')!
    const pw = { password: 'Mat-khau-moi-2026', password_confirmation: 'Mat-khau-moi-2026' }
    expect((await reset({ token, email: other.email, ...pw })).statusCode).toBe(422)
    expect((await reset({ token: 'x'.repeat(43), email: customer.email, ...pw })).statusCode).toBe(
      422,
    )
    await t.database.db
      .update(password_reset_tokens)
      .set({ created_at: sql`now() - interval '61 minutes'` })
    expect((await reset({ token, email: customer.email, ...pw })).statusCode).toBe(422)
  })

  it('validates the new password like registration does', async () => {
    const res = await reset({
      token: 'abc',
      email: 'a@example.vn',
      password: '123',
      password_confirmation: '1234',
    })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors).sort()).toEqual(['password', 'password_confirmation'])
  })
})
