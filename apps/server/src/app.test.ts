import { brotliDecompressSync, zstdDecompressSync } from 'node:zlib'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test/app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

describe('platform', () => {
  it('serves the website settings in snake_case', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/website-settings' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ site_name: 'Phiên Chợ', favicon: null })
    expect(res.json()).toHaveProperty('site_description')
  })

  it('answers unknown API paths with JSON 404, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/khong-co?x=1' })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('application/json')
      expect(res.json()).toEqual({ message: 'Không tìm thấy.', path: '/api/v1/khong-co' })
    }
  })

  it('refuses U+0000, which PostgreSQL text cannot hold, before any query: 404 in an address, 422 in a field', async () => {
    for (const url of [
      '/api/v1/products/%00',
      '/api/v1/products/ab%00c/related',
      '/api/v1/categories/%00',
      '/api/v1/articles/%00',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.json().message, url).toBe('Không tìm thấy.')
    }
    const search = await t.app.inject({ method: 'GET', url: '/api/v1/products?q=ao%00' })
    expect(search.statusCode).toBe(422)
    expect(search.json()).toEqual({
      message: 'Dữ liệu chứa ký tự không hợp lệ.',
      errors: { q: ['Dữ liệu chứa ký tự không hợp lệ.'] },
    })
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        name: 'Nguyễn\u0000An',
        email: 'nul@example.vn',
        phone: '0912345678',
        password: 'MatKhau@12345',
        password_confirmation: 'MatKhau@12345',
      },
    })
    expect(register.statusCode).toBe(422)
    expect(register.json().errors).toEqual({ name: ['Dữ liệu chứa ký tự không hợp lệ.'] })
  })

  it('answers an address that cannot be decoded with 400, in Vietnamese', async () => {
    for (const url of ['/api/v1/products/%E0%A4%A', '/san-pham/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(400)
      expect(res.json(), url).toEqual({ message: 'Yêu cầu không hợp lệ.' })
    }
  })

  it('reports health and readiness with a database ping', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    })
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json().status).toBe('ok')
  })

  it('stays ready while every database connection is busy, without queueing behind them', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    // Hold every connection (PGlite has one, the test pool four), then queue one query more.
    const held = Array.from({ length: t.database.kind === 'pglite' ? 1 : 4 }, () =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        await gate
      }),
    )
    await expect
      .poll(() => t.database.connections().total - t.database.connections().idle)
      .toBe(held.length)
    // Drizzle sends a query only once it is awaited or then'd.
    const queued = t.database.db.execute(sql`select 1`).then(() => undefined)
    try {
      await expect.poll(() => t.database.connections().waiting).toBeGreaterThan(0)
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
      expect(ready.statusCode).toBe(200)
      expect(ready.json()).toMatchObject({ status: 'ok', busy: true })
    } finally {
      release()
      await Promise.all([...held, queued])
    }
  })

  it('sets security headers and a request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/website-settings',
      headers: { 'x-request-id': 'abc-123' },
    })
    expect(res.headers['x-request-id']).toBe('abc-123')
    // A JSON answer allows nothing; a page allows this origin's scripts and its own nonce.
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
    // Headers that only steer documents are left off JSON.
    expect(res.headers).not.toHaveProperty('cross-origin-opener-policy')
    expect(res.headers).not.toHaveProperty('x-dns-prefetch-control')
    const page = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/)
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
    const generated = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    // Set when the request arrives, so that an error answer carries it too.
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/products?page=0' })
    expect(refused.statusCode).toBe(422)
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('asks for HTTPS on JSON answers and pages when the site is served over HTTPS', async () => {
    const secure = await createTestApp({ appUrl: 'https://phiencho.test' })
    try {
      for (const url of ['/api/v1/website-settings', '/robots.txt']) {
        const res = await secure.app.inject({ method: 'GET', url })
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      }
      const plain = await t.app.inject({ method: 'GET', url: '/api/v1/website-settings' })
      expect(plain.headers).not.toHaveProperty('strict-transport-security')
    } finally {
      await secure.close()
    }
  })

  it('compresses large JSON answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('compresses on the fly with zstd where it is accepted, then brotli, then gzip', async () => {
    const as = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: { 'accept-encoding': encoding },
      })
    const plain = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body
    const zstd = await as('gzip, deflate, br, zstd')
    expect(zstd.headers['content-encoding']).toBe('zstd')
    expect(zstdDecompressSync(zstd.rawPayload).toString('utf8')).toBe(plain)
    const brotli = await as('gzip, deflate, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain)
  })

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/login', '/api/v1/users/me', '/api/v1/website-settings']),
    )
    expect(
      doc.paths['/api/v1/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email')
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' })
    expect([200, 302]).toContain(ui.statusCode)
  })
})
