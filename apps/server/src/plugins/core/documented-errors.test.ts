import { apiPaths, messages } from '@phiencho/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { implicitErrorStatuses } from './documented-errors.ts'

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
        schema: { params: {} },
        config: { auth: 'customer', rateLimit: { max: 1 } } as never,
      }),
    ).toEqual([400, 401, 404, 413, 415, 419, 422, 429, 431])
  })

  it('add 401 for a route that requires a session, and 403 for one that requires a role', () => {
    const route = (auth: unknown) =>
      implicitErrorStatuses({
        method: 'GET',
        url: '/x',
        handler: () => {},
        config: { auth } as never,
      })
    expect(route('anonymous')).toEqual([400, 422, 431])
    expect(route('optional')).toEqual([400, 422, 431])
    expect(route('customer')).toEqual([400, 401, 422, 431])
    expect(route('staff')).toEqual([400, 401, 403, 422, 431])
    expect(route({ permission: 'order:write' })).toEqual([400, 401, 403, 422, 431])
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
