import { messages } from '@phiencho/contracts'
import { inArray } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { expect } from 'vitest'
import { roles, user_roles } from '../db/schema.ts'
import { issueAccessToken } from '../modules/auth/index.ts'
import { createCustomer, injectAs, type TestApp } from './app.ts'

/** The id of each role template the migration wrote, by key (`owner`, `orders`, `editor`, …). */
export async function roleIdsByKey(t: TestApp, keys: string[]): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: roles.id, key: roles.key })
    .from(roles)
    .where(inArray(roles.key, keys))
  return keys.map((key) => {
    const row = rows.find((r) => r.key === key)
    if (!row) throw new Error(`No role template ${key}`)
    return row.id
  })
}

/**
 * Factory: a person holding these role templates, with a token issued after the roles were
 * given (a staff token, 8 hours long), like a sign-in.
 */
export async function createStaff(
  t: TestApp,
  roleKeys: string[] = ['owner'],
  overrides: Parameters<typeof createCustomer>[1] = {},
) {
  const person = await createCustomer(t, { name: 'Nhân viên thử', ...overrides })
  const ids = await roleIdsByKey(t, roleKeys)
  if (ids.length > 0) {
    await t.database.db
      .insert(user_roles)
      .values(ids.map((role_id) => ({ user_id: person.user.id, role_id })))
  }
  return { ...person, token: await issueAccessToken(t.database.db, person.user.id) }
}

/**
 * Each admin route answers 401 without a session, and 403 with the back office's message to each
 * of `refused` (a shopper, staff without the permission), whatever it would do otherwise.
 */
export async function expectOnlyPermitted(
  t: TestApp,
  routes: InjectOptions[],
  refused: Array<{ token: string }>,
): Promise<void> {
  for (const route of routes) {
    const where = `${route.method} ${route.url}`
    expect((await t.app.inject(route)).statusCode, where).toBe(401)
    for (const person of refused) {
      const answer = await injectAs(t, person.token, route)
      expect(answer.statusCode, where).toBe(403)
      expect(answer.json(), where).toEqual({ message: messages.forbidden })
    }
  }
}
