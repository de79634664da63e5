import { apiPaths, messages } from '@phiencho/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const multipartTypes = ['multipart/form-data', 'multipart/form-data; boundary=X', 'Multipart/Mixed']
const form = '--X\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.vn\r\n--X--\r\n'

describe('body types', () => {
  it('refuses a multipart body on a JSON route with a 415, signed in or not', async () => {
    const { token } = await createCustomer(t)
    for (const type of multipartTypes) {
      for (const payload of ['abc', form]) {
        const login = await t.app.inject({
          method: 'POST',
          url: apiPaths.login,
          headers: { 'content-type': type },
          payload,
        })
        expect(login.statusCode, type).toBe(415)
        expect(login.json()).toEqual({ message: messages.unsupportedMediaType })
        const cart = await injectAs(t, token, {
          method: 'POST',
          url: apiPaths.cartItems,
          headers: { 'content-type': type },
          payload,
        })
        expect(cart.statusCode, type).toBe(415)
      }
    }
  })

  it('answers a malformed multipart body with 400 where forms are taken (method spoofing)', async () => {
    const { token } = await createCustomer(t)
    for (const [type, payload] of [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=X', '--X\r\nContent-Disposition: form-data; name="_method"'],
    ] as const) {
      const res = await injectAs(t, token, {
        method: 'POST',
        url: apiPaths.me,
        headers: { 'content-type': type },
        payload,
      })
      expect(res.statusCode, type).toBe(400)
      expect(res.json()).toEqual({ message: messages.badRequest })
    }
  })
})
