import { messages } from '@phiencho/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebTestApp, type TestApp, webBuilt } from '../../test/app.ts'

const SITE = 'https://phiencho.vn'

// With the real web build (`npm run build`, which `npm test` runs first).
describe.skipIf(!webBuilt)('pages', () => {
  let t: TestApp
  let app: FastifyInstance
  beforeAll(async () => {
    t = await createWebTestApp({
      APP_URL: SITE,
      SSR_CACHE_TTL_MS: '5000',
      CATALOG_CACHE_TTL_MS: '5000',
    })
    app = t.app
  })
  afterAll(() => t?.close())

  it('writes every absolute URL from the site address, whatever Host the request names', async () => {
    const res = await app.inject({ url: '/tin-tuc', headers: { host: 'evil.example' } })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('evil.example')
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/tin-tuc"/>`)
    expect(res.body).toContain(`content="${SITE}/tin-tuc"`)
    // So one page is kept once, not once per Host.
    const again = await app.inject({ url: '/tin-tuc', headers: { host: 'other.example:8080' } })
    expect(again.headers['x-cache']).toBe('HIT')
    expect(again.body).toBe(res.body)
  })

  it('sends a kept page or API answer with the headers of the response it was kept from', async () => {
    // Written for each response: the rest must be the same, security headers included.
    const own = new Set(['date', 'x-request-id', 'x-cache', 'content-length', 'connection'])
    const kept = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !own.has(name)))
    for (const url of ['/thuong-hieu-noi-tieng', '/api/v1/website-settings']) {
      const accept = { 'accept-encoding': 'gzip, br' }
      const first = await app.inject({ url, headers: accept })
      const again = await app.inject({ url, headers: accept })
      expect(again.headers['x-cache'], url).toBe('HIT')
      expect(again.headers['x-request-id'], url).toBeTruthy()
      expect(again.headers['x-request-id'], url).not.toBe(first.headers['x-request-id'])
      const expected = kept(first.headers)
      if (url.startsWith('/api/')) {
        expect(kept(again.headers), url).toEqual(expected)
      } else {
        // A kept page names its inline scripts by hash: the nonce was sent once already.
        expect(again.headers['content-security-policy']).not.toContain('nonce-')
        expect(again.headers['permissions-policy']).toBeTruthy()
        delete expected['content-security-policy']
        const { 'content-security-policy': _, ...rest } = kept(again.headers)
        expect(rest, url).toEqual(expected)
      }
    }
  })

  it('refuses any method but GET and HEAD with a 405 that says so', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/', '/my-account', '/san-pham/khong-co']) {
        const res = await app.inject({
          method,
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'a=1',
        })
        expect(res.statusCode, `${method} ${url}`).toBe(405)
        expect(res.headers.allow).toBe('GET, HEAD')
        expect(res.json()).toEqual({ message: messages.methodNotAllowed })
      }
    }
  })

  it('takes a form post only on a page with an action, from this site when a cookie rides along', async () => {
    const post = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/doi-tac-ban-hang',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        cookies,
        payload: 'store_name=G%E1%BB%91m&phone=123',
      })
    const anonymous = await post({})
    expect(anonymous.statusCode).toBe(200)
    expect(anonymous.body).toContain('Số điện thoại không hợp lệ')
    const token = `1|${'a'.repeat(40)}`
    expect((await post({ 'sec-fetch-site': 'same-origin' }, { token })).statusCode).toBe(200)
    expect((await post({ origin: SITE }, { token })).statusCode).toBe(200)
    expect((await post({ 'sec-fetch-site': 'cross-site' }, { token })).statusCode).toBe(419)
    expect((await post({ origin: 'https://evil.example' }, { token })).statusCode).toBe(419)
    expect((await post({}, { token })).statusCode).toBe(419)
  })

  it('sends a Permissions-Policy that refuses the features no page uses', async () => {
    const res = await app.inject({ url: '/' })
    const policy = String(res.headers['permissions-policy'])
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(policy).toContain(feature)
    }
    expect(policy).not.toContain('clipboard')
  })

  it('renders an account page as for a visitor when the token cookie is malformed', async () => {
    for (const token of [`9999999999|${'a'.repeat(40)}`, 'khong-hop-le', '1|']) {
      const res = await app.inject({ url: '/my-account', cookies: { token } })
      expect(res.statusCode, token).toBeLessThan(500)
    }
  })
})
