import { apiPaths, messages } from '@phiencho/contracts'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { multipartBodies } from '../../lib/multipart-bodies.ts'
import bodyTypes from './body-types.ts'
import methodOverride from './method-override.ts'

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

describe('multipart readers', () => {
  /** An app whose one route plugin declares a PUT route (so a POST twin taking forms). */
  function appWithPutRoute(readsMultipart: boolean) {
    const app = Fastify()
    app.register(bodyTypes)
    app.register(methodOverride)
    app.register(async (routes) => {
      if (readsMultipart) await routes.register(multipartBodies)
      routes.put('/x', () => 1)
      routes.get('/y', () => 2)
    })
    return app
  }

  it('refuse to start a route plugin whose routes take forms without reading multipart', async () => {
    await expect(appWithPutRoute(false).ready()).rejects.toThrow(
      'POST /x takes multipart bodies: its route plugin must register multipartBodies',
    )
  })

  it('are added to the route plugins that take forms, and to no other scope', async () => {
    const app = appWithPutRoute(true)
    await app.ready()
    expect(app.hasContentTypeParser('multipart/form-data')).toBe(false)
    await app.close()
  })
})
