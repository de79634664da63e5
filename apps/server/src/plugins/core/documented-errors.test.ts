import { apiPaths, messages } from '@phiencho/contracts'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'
import documentedErrors, { implicitErrorStatuses } from './documented-errors.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('implicit error statuses', () => {
  it('follow from what a route declares', () => {
    expect(implicitErrorStatuses({ method: 'GET', url: '/x', handler: () => {} })).toEqual([
      400, 422, 431,
    ])
    expect(
      implicitErrorStatuses({
        method: 'PUT',
        url: '/x/:id',
        handler: () => {},
        schema: { params: {}, security: [{ bearer: [] }] },
        config: { rateLimit: { max: 1 } } as never,
      }),
    ).toEqual([400, 401, 404, 413, 415, 419, 422, 429, 431])
  })

  it('refuse a route that requires a user without declaring its security', async () => {
    const app = Fastify()
    // A stand-in for the auth plugin, which the plugin depends on.
    app.register(fp(async (a) => void a.decorate('requireUser', async () => {}), { name: 'auth' }))
    app.register(async (scope) => {
      await scope.register(documentedErrors)
      scope.get('/x', { schema: { response: { 200: {} } }, preHandler: scope.requireUser }, () => 1)
    })
    await expect(app.ready()).rejects.toThrow(/declare its security/)
  })
})

describe('errors written with an added schema', () => {
  it('keep `{ message }` as the error handler sends it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ message: 'Định dạng dữ liệu không được hỗ trợ.' })
  })

  it('keep `{ message, errors }` as the error handler sends it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${apiPaths.products}?q=a%00b` })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: messages.invalidCharacters,
      errors: { q: [messages.invalidCharacters] },
    })
  })

  it('answer 401 in the documented shape on a route that declares security', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.me })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: messages.unauthenticated })
  })
})
