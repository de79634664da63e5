import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

describe('profile', () => {
  it('updates name and phone of the caller only', async () => {
    const a = await createCustomer(t, { name: 'Phạm Thu Hà' })
    const b = await createCustomer(t, { name: 'Đỗ Minh Khoa' })
    const res = await injectAs(t, a.token, {
      method: 'PATCH',
      url: '/api/v1/users/me',
      payload: { name: 'Phạm Thu Hằng', phone: '0365 123 456' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: a.user.id, name: 'Phạm Thu Hằng', phone: '0365123456' })
    const other = await injectAs(t, b.token, { method: 'GET', url: '/api/v1/users/me' })
    expect(other.json()).toMatchObject({ id: b.user.id, name: 'Đỗ Minh Khoa' })
  })

  it('rejects a bad phone with a Vietnamese message and changes nothing', async () => {
    const a = await createCustomer(t)
    const res = await injectAs(t, a.token, {
      method: 'PATCH',
      url: '/api/v1/users/me',
      payload: { name: 'Tên Mới', phone: '12345' },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.phone).toEqual(['Số điện thoại không hợp lệ (ví dụ: 0912 345 678).'])
    const after = await injectAs(t, a.token, { method: 'GET', url: '/api/v1/users/me' })
    expect(after.json().name).toBe(a.user.name)
  })

  it('honours POST with _method=PUT for form data, and refuses a plain POST', async () => {
    const a = await createCustomer(t)
    const form = new URLSearchParams({
      _method: 'PUT',
      name: 'Vũ Thị Lan',
      phone: '0701234567',
    }).toString()
    const headers = { 'content-type': 'application/x-www-form-urlencoded' }
    const res = await injectAs(t, a.token, {
      method: 'POST',
      url: '/api/v1/users/me',
      headers,
      payload: form,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ name: 'Vũ Thị Lan', phone: '0701234567' })
    const multipart = await injectAs(t, a.token, {
      method: 'POST',
      url: '/api/v1/users/me',
      headers: { 'content-type': 'multipart/form-data; boundary=X' },
      payload: [
        '--X',
        'Content-Disposition: form-data; name="_method"',
        '',
        'PUT',
        '--X',
        'Content-Disposition: form-data; name="name"',
        '',
        'Vũ Thị Mai',
        '--X',
        'Content-Disposition: form-data; name="phone"',
        '',
        '0701234567',
        '--X--',
        '',
      ].join('\r\n'),
    })
    expect(multipart.statusCode).toBe(200)
    expect(multipart.json().name).toBe('Vũ Thị Mai')
    const plain = await injectAs(t, a.token, {
      method: 'POST',
      url: '/api/v1/users/me',
      headers,
      payload: 'name=X&phone=0701234567',
    })
    expect(plain.statusCode).toBe(405)
  })

  it('requires a login', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      payload: { name: 'Ai Đó', phone: '0912345678' },
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('change password', () => {
  const change = (token: string, body: Record<string, string>) =>
    injectAs(t, token, { method: 'PUT', url: '/api/v1/users/me/password', payload: body })

  it('needs the current password', async () => {
    const a = await createCustomer(t)
    const res = await change(a.token, {
      current_password: 'sai-mat-khau',
      password: 'Mat-khau-moi-2026',
      password_confirmation: 'Mat-khau-moi-2026',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.current_password).toEqual(['Mật khẩu hiện tại không đúng.'])
  })

  it('ends every other session and hands back a fresh token', async () => {
    const a = await createCustomer(t)
    const secondDevice = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: a.email, password: a.password },
      })
    ).json().token
    const res = await change(a.token, {
      current_password: a.password,
      password: 'Mat-khau-moi-2026',
      password_confirmation: 'Mat-khau-moi-2026',
    })
    expect(res.statusCode).toBe(200)
    const fresh = res.json().token
    expect(
      (await injectAs(t, secondDevice, { method: 'GET', url: '/api/v1/users/me' })).statusCode,
    ).toBe(401)
    expect(
      (await injectAs(t, a.token, { method: 'GET', url: '/api/v1/users/me' })).statusCode,
    ).toBe(401)
    expect((await injectAs(t, fresh, { method: 'GET', url: '/api/v1/users/me' })).statusCode).toBe(
      200,
    )
  })

  it('refuses a common new password', async () => {
    const a = await createCustomer(t)
    const res = await change(a.token, {
      current_password: a.password,
      password: 'qwerty123',
      password_confirmation: 'qwerty123',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.password).toBeDefined()
  })
})
