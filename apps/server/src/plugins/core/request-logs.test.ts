import { adminPaths, adminUrl, apiPaths } from '@phiencho/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { createCustomer, injectAs, type TestApp } from '../../test/app.ts'
import { createTestDatabase } from '../../test/database.ts'
import { createStaff } from '../../test/staff-factories.ts'

interface LogLine {
  level: number
  msg: string
  reqId?: string
  actorId?: number
  [field: string]: unknown
}

// What the app's logger writes, one JSON object a line, as it goes to stdout in production.
const lines: LogLine[] = []
const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) }

let t: TestApp
beforeAll(async () => {
  const database = await createTestDatabase()
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', SEED_DEMO: 'false' })
  const app = await buildApp({ config, database, web: false, logStream: stream })
  await app.ready()
  t = {
    app,
    database,
    config,
    async close() {
      await app.close()
      await database.close()
    },
  }
})
afterAll(() => t?.close())
beforeEach(() => {
  lines.length = 0
})

const ofRequest = (id: string) => lines.filter((line) => line.reqId === id)

describe('request log lines', () => {
  it('carry the request id, the one the answer names in X-Request-Id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/khong-co' })
    expect(res.statusCode).toBe(404)
    const id = res.headers['x-request-id'] as string
    expect(id).toMatch(/^[\w-]+$/)
    const own = ofRequest(id)
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed'])
    // A request id sent by the load balancer is kept, so its logs and ours can be joined.
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'haproxy-4f2a' },
    })
    expect(given.headers['x-request-id']).toBe('haproxy-4f2a')
    expect(ofRequest('haproxy-4f2a')).toHaveLength(2)
    expect(lines.every((line) => typeof line.reqId === 'string')).toBe(true)
  })

  it('name the staff member acting in the back office, and no one else', async () => {
    const clerk = await createStaff(t, ['orders'])
    const res = await injectAs(t, clerk.token, { method: 'GET', url: adminUrl(adminPaths.me) })
    expect(res.statusCode).toBe(200)
    const completed = ofRequest(res.headers['x-request-id'] as string).find(
      (line) => line.msg === 'request completed',
    )
    expect(completed?.actorId).toBe(clerk.user.id)

    // Refused for lack of a permission: still a staff member's action.
    const refused = await injectAs(t, clerk.token, {
      method: 'GET',
      url: adminUrl(adminPaths.roles),
    })
    expect(refused.statusCode).toBe(403)
    const refusedLines = ofRequest(refused.headers['x-request-id'] as string)
    expect(refusedLines.find((line) => line.msg === 'request completed')?.actorId).toBe(
      clerk.user.id,
    )

    const shopper = await createCustomer(t)
    const own = await injectAs(t, shopper.token, { method: 'GET', url: apiPaths.me })
    const notStaff = await injectAs(t, shopper.token, {
      method: 'GET',
      url: adminUrl(adminPaths.me),
    })
    expect(notStaff.statusCode).toBe(403)
    for (const answer of [own, notStaff]) {
      const ownLines = ofRequest(answer.headers['x-request-id'] as string)
      expect(ownLines.length).toBeGreaterThan(0)
      expect(ownLines.every((line) => line.actorId === undefined)).toBe(true)
    }
  })

  it('keep credentials out', async () => {
    const shopper = await createCustomer(t)
    await injectAs(t, shopper.token, { method: 'GET', url: apiPaths.me })
    expect(JSON.stringify(lines)).not.toContain(shopper.token)
  })
})
