import { apiPaths, messages } from '@phiencho/contracts'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { routeAuth } from './auth.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const statusUrl = apiPaths.adminOrderStatus.replace(':code', 'PC000000000001')

/** An API scope with the route-auth plugin, on a bare app (a stand-in for the session plugin). */
function scopeWith(route: (scope: ReturnType<typeof Fastify>) => void) {
  const app = Fastify()
  app.register(fp(async () => {}, { name: 'auth' }))
  app.register(async (scope) => {
    await scope.register(routeAuth)
    route(scope)
  })
  return app
}

describe('route auth declarations', () => {
  it('refuse to start an API route that declares nothing', async () => {
    const app = scopeWith((scope) => scope.get('/x', () => 1))
    await expect(app.ready()).rejects.toThrow('GET /x declares no config.auth')
  })

  it('refuse a hand-written security requirement', async () => {
    const app = scopeWith((scope) =>
      scope.get(
        '/x',
        { config: { auth: 'customer' }, schema: { security: [{ bearer: [] }] } },
        () => 1,
      ),
    )
    await expect(app.ready()).rejects.toThrow(/follows from config.auth/)
  })

  it("refuse an anonymous caller of a 'customer' route with 401", async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.addresses })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: messages.unauthenticated })
  })

  it('refuse a customer on an admin route with 403, from the query that reads the token', async () => {
    const customer = await createCustomer(t)
    const patch = () =>
      injectAs(t, customer.token, {
        method: 'PATCH',
        url: statusUrl,
        payload: { status: 'confirmed' },
      })
    // The first use of a token records when it was used: a write of its own.
    await patch()
    const client = (
      t.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }
    ).$client
    const queries = vi.spyOn(client, 'query')
    try {
      const res = await patch()
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ message: messages.forbidden })
      expect(queries).toHaveBeenCalledTimes(1)
    } finally {
      queries.mockRestore()
    }
  })

  it('let an admin through, with the role read at each request', async () => {
    const admin = await createCustomer(t)
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id))
    const res = await injectAs(t, admin.token, {
      method: 'PATCH',
      url: statusUrl,
      payload: { status: 'confirmed' },
    })
    // Past the check: the order does not exist.
    expect(res.statusCode).toBe(404)
  })
})
