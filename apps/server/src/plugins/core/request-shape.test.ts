import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { messages } from '@phiencho/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, type TestApp } from '../../test/app.ts'

interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/** Sends bytes exactly as written (no client normalises the path or the Host) and reads the answer. */
function rawRequest(port: number, bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed socket may be dropped before a slow answer is sent.
    // `Connection: close` makes the server close it once it has answered.
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes))
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const at = line.indexOf(':')
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim()
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') })
    })
  })
}

interface Sent {
  method: string
  path: string
  host?: string | null
  headers?: Record<string, string>
  body?: string
  version?: '1.0' | '1.1'
}

function send(
  port: number,
  { method, path, host = 'localhost', headers = {}, body, version = '1.1' }: Sent,
) {
  const lines = [`${method} ${path} HTTP/${version}`]
  if (host !== null) lines.push(`Host: ${host}`)
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`)
  lines.push('Connection: close')
  return rawRequest(port, `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`)
}

// Spellings of `/api/v1/users/me` that a router decoding its path could read as the API.
const NOT_CANONICAL = [
  '/%61pi/v1/users/me',
  '/%61%70%69/v1/users/me',
  '/api%2Fv1/users/me',
  '/api/v1%2fusers%2fme',
  '/%2561pi/v1/users/me',
  '/api/v1/users/%6De',
  '//api/v1/users/me',
  '/api//v1/users/me',
  '/api/v1/users/me//',
  '/./api/v1/users/me',
  '/api/./v1/users/me',
  '/api/v1/users/../users/me',
  '/api/v1/users/%2e%2e/users/me',
  '/api/v1/%2E/users/me',
  '/api\\v1\\users\\me',
]
// Written in one form but not the API's: the router does not read them as the API either.
const OTHER_PATHS = [
  '/API/v1/users/me',
  '/Api/V1/users/me',
  '/api./v1/users/me',
  '/api/v1/users/me.',
]
const UNSAFE = ['PUT', 'POST', 'PATCH', 'DELETE']

for (const authMode of ['cookie', 'token'] as const) {
  describe(`${authMode} mode: a path's spelling never passes the CSRF check`, () => {
    let t: TestApp
    let port: number
    let customer: Awaited<ReturnType<typeof createCustomer>>
    beforeAll(async () => {
      t = await createTestApp({ authMode })
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      port = (t.app.server.address() as AddressInfo).port
      customer = await createCustomer(t, { name: 'Nguyễn Văn An' })
    })
    afterAll(() => t?.close())

    const cookieOnly = () => ({ cookie: `token=${encodeURIComponent(customer.token)}` })
    const json = { 'content-type': 'application/json' }
    const body = JSON.stringify({ name: 'Kẻ Giả Mạo', phone: '0912345678' })

    async function nameNow() {
      const me = await t.app.inject({
        url: '/api/v1/users/me',
        headers: { authorization: `Bearer ${customer.token}` },
      })
      return (me.json() as { name: string }).name
    }

    it('refuses every spelling that is not canonical with a 400, before any handler', async () => {
      for (const path of NOT_CANONICAL) {
        for (const method of UNSAFE) {
          const res = await send(port, {
            method,
            path,
            headers: { ...cookieOnly(), ...json },
            body,
          })
          expect(res.status, `${method} ${path}`).toBe(400)
          expect(JSON.parse(res.body), `${method} ${path}`).toEqual({
            message: messages.invalidPath,
          })
        }
      }
      expect(await nameNow()).toBe('Nguyễn Văn An')
    })

    it('checks CSRF on every other path, whatever the router makes of it', async () => {
      for (const path of ['/api/v1/users/me', ...OTHER_PATHS]) {
        for (const method of UNSAFE) {
          const res = await send(port, {
            method,
            path,
            headers: { ...cookieOnly(), ...json },
            body,
          })
          expect(res.status, `${method} ${path}`).toBe(419)
        }
      }
      expect(await nameNow()).toBe('Nguyễn Văn An')
    })

    it('refuses the form a forged page would post (_method=PUT) without the CSRF header', async () => {
      for (const path of ['/api/v1/users/me', '/%61pi/v1/users/me']) {
        const res = await send(port, {
          method: 'POST',
          path,
          headers: { ...cookieOnly(), 'content-type': 'application/x-www-form-urlencoded' },
          body: '_method=PUT&name=K%E1%BA%BB&phone=0912345678',
        })
        expect([400, 419], path).toContain(res.status)
      }
      expect(await nameNow()).toBe('Nguyễn Văn An')
    })

    it('still takes a bearer request, and a cookie one that echoes its CSRF token', async () => {
      const bearer = await send(port, {
        method: 'PUT',
        path: '/api/v1/users/me',
        headers: { authorization: `Bearer ${customer.token}`, ...json },
        body: JSON.stringify({ name: 'Nguyễn Văn An', phone: '0912345678' }),
      })
      expect(bearer.status).toBe(200)
      const issued = await send(port, { method: 'GET', path: '/sanctum/csrf-cookie' })
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(issued.headers['set-cookie'] ?? '')![1]!
      const withHeader = await send(port, {
        method: 'PUT',
        path: '/api/v1/users/me',
        headers: {
          cookie: `${cookieOnly().cookie}; XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': decodeURIComponent(xsrf),
          ...json,
        },
        body: JSON.stringify({ name: 'Nguyễn Văn An', phone: '0912345678' }),
      })
      expect(withHeader.status).toBe(200)
    })
  })
}

describe('paths and hosts that cannot be read', () => {
  let t: TestApp
  let port: number
  beforeAll(async () => {
    t = await createTestApp()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(() => t?.close())

  it('sends a page read in another spelling to its canonical address, keeping the query', async () => {
    const res = await send(port, { method: 'GET', path: '//san-pham/./ao-thun?trang=2' })
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/san-pham/ao-thun?trang=2')
    const escaped = await send(port, { method: 'GET', path: '/%73an-pham' })
    expect(escaped.headers.location).toBe('/san-pham')
    // Never to another site: the canonical form has no empty segment.
    const protocolRelative = await send(port, { method: 'GET', path: '//evil.example/' })
    expect(protocolRelative.headers.location).toBe('/evil.example/')
    const api = await send(port, { method: 'GET', path: '/api/v1//categories' })
    expect(api.status).toBe(400)
  })

  it('answers 400 to a missing or impossible Host, on pages and on the API', async () => {
    for (const path of ['/', '/api/v1/categories']) {
      for (const host of ['[', 'a b', 'x:99999', 'x:0', '', 'a@b', 'a/b']) {
        const res = await send(port, { method: 'GET', path, host })
        expect(res.status, `${path} Host: ${host}`).toBe(400)
      }
      const old = await send(port, { method: 'GET', path, host: null, version: '1.0' })
      expect(old.status, `${path} HTTP/1.0 without Host`).toBe(400)
      expect(JSON.parse(old.body)).toEqual({ message: messages.invalidHost })
    }
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:8080',
      '[::1]:3000',
      'phiencho.vn',
    ]) {
      const res = await send(port, { method: 'GET', path: '/api/v1/categories', host })
      expect(res.status, host).toBe(200)
    }
  })

  it('answers headers too large with a 431 in the API’s shape', async () => {
    const res = await send(port, {
      method: 'GET',
      path: '/api/v1/categories',
      headers: { 'x-padding': 'a'.repeat(20_000) },
    })
    expect(res.status).toBe(431)
    expect(JSON.parse(res.body)).toEqual({ message: messages.headersTooLarge })
  })
})
