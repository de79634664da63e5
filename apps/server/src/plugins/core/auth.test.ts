import { adminPaths, adminUrl, apiPaths, messages } from '@phiencho/contracts'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createStaff } from '../../test/staff-factories.ts'
import adminScope from './admin-scope.ts'
import { routeAuth } from './auth.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const statusUrl = adminUrl(adminPaths.orderStatus, { code: 'PC000000000001' })

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

  /** The statements the database is sent while `run` runs. */
  async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
    const client = (
      t.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }
    ).$client
    const queries = vi.spyOn(client, 'query')
    try {
      await run()
      return queries.mock.calls.map(([query]) =>
        typeof query === 'string' ? query : String((query as { text?: string }).text),
      )
    } finally {
      queries.mockRestore()
    }
  }
  const queriesDuring = async (run: () => Promise<unknown>) => (await statementsDuring(run)).length

  const patchStatus = (token: string) =>
    injectAs(t, token, { method: 'PATCH', url: statusUrl, payload: { status: 'confirmed' } })

  it('refuse a shopper, and staff without the permission, with 403 from the query that reads the token', async () => {
    const customer = await createCustomer(t)
    const editor = await createStaff(t, ['editor'])
    for (const token of [customer.token, editor.token]) {
      // The first use of a token records when it was used: a write of its own.
      await patchStatus(token)
      let res: Awaited<ReturnType<typeof patchStatus>> | undefined
      expect(await queriesDuring(async () => (res = await patchStatus(token)))).toBe(1)
      expect(res!.statusCode).toBe(403)
      expect(res!.json()).toEqual({ message: messages.forbidden })
    }
  })

  it('verify a shopper on a customer route in one query, roles not read', async () => {
    const customer = await createCustomer(t)
    const list = () => injectAs(t, customer.token, { method: 'GET', url: apiPaths.addresses })
    await list()
    let res: Awaited<ReturnType<typeof list>> | undefined
    const statements = await statementsDuring(async () => (res = await list()))
    expect(res!.statusCode).toBe(200)
    const sessionReads = statements.filter((text) => text.includes('personal_access_tokens'))
    expect(sessionReads).toHaveLength(1)
    expect(statements.filter((text) => text.includes('roles'))).toEqual([])
  })

  it('let staff with the permission through, their roles read at each request', async () => {
    const staff = await createStaff(t, ['orders'])
    // Past the check: the order does not exist.
    expect((await patchStatus(staff.token)).statusCode).toBe(404)
  })
})

describe('the admin scope', () => {
  function adminScopeWith(route: (scope: ReturnType<typeof Fastify>) => void) {
    const app = Fastify()
    app.register(fp(async () => {}, { name: 'auth' }))
    app.register(
      async (scope) => {
        await scope.register(adminScope)
        route(scope)
      },
      { prefix: '/api/v1/admin' },
    )
    return app
  }

  it('refuses to start a route that declares no permission', async () => {
    const app = adminScopeWith((scope) => scope.get('/x', () => 1))
    await expect(app.ready()).rejects.toThrow(
      "GET /api/v1/admin/x: an admin route declares config.auth 'staff' or { permission }",
    )
  })

  it('refuses a route open to any customer', async () => {
    const app = adminScopeWith((scope) =>
      scope.get('/x', { config: { auth: 'customer' } }, () => 1),
    )
    await expect(app.ready()).rejects.toThrow(/an admin route declares/)
  })

  it('starts with routes that declare a permission or staff', async () => {
    const app = adminScopeWith((scope) => {
      scope.get('/x', { config: { auth: { permission: 'order:read' } } }, () => 1)
      scope.get('/y', { config: { auth: 'staff' } }, () => 1)
    })
    await expect(app.ready()).resolves.toBeDefined()
    await app.close()
  })
})
