import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { createWebTestApp, type TestApp, webBuilt } from '../test/app.ts'
import security from '../plugins/external/security.ts'
import { sendWebResponse, webRoot } from '../plugins/core/web.ts'
import { createPageCache, type PageCache } from './page-cache.ts'

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1]
const bodyNonces = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const scriptSrc = (csp: string) => /script-src ([^;]*)/.exec(csp)![1]!.trim().split(/\s+/)
function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8')
  return response.rawPayload.toString('utf8')
}

interface Page {
  status?: number
  headers?: Record<string, string>
  /** Called with the render's log, e.g. to report a streaming error. */
  during?: (log: { error(obj: unknown, msg?: string): void }) => void
}

/** The cache in front of a stand-in renderer that writes the nonce where React does. */
async function pageApp(ttlMs: number, pages: Record<string, Page> = {}) {
  const app: FastifyInstance = Fastify()
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
  await app.register(
    fp(
      async (a) => {
        a.decorate('config', config)
      },
      { name: 'config' },
    ),
  )
  await app.register(security)
  const cache = createPageCache({ ttlMs })
  const renders: string[] = []
  app.get('/*', (request, reply) =>
    cache.serve(
      request,
      reply,
      async (log) => {
        renders.push(request.url)
        const page = pages[request.url.split('?')[0]!] ?? {}
        page.during?.(log)
        const nonce = reply.raw.cspNonce
        const html =
          `<!DOCTYPE html><html lang="vi"><head><script nonce="${nonce}">1</script></head>` +
          `<body><p>${request.url} ${'Phiên Chợ '.repeat(2000)}</p><script nonce="${nonce}">2</script></body></html>`
        return new Response(html, {
          status: page.status ?? 200,
          headers: { 'content-type': 'text/html; charset=utf-8', ...page.headers },
        })
      },
      sendWebResponse,
    ),
  )
  await app.ready()
  return { app, cache, renders }
}

describe('SSR micro-cache', () => {
  let app: FastifyInstance
  let cache: PageCache
  let renders: string[]
  beforeAll(async () => {
    ;({ app, cache, renders } = await pageApp(60_000, {
      '/missing': { status: 404 },
      '/broken': { status: 500 },
      '/sets-cookie': { headers: { 'set-cookie': 'seen=1; Path=/' } },
      '/private': { headers: { 'cache-control': 'private, no-store' } },
      '/stream-error': { during: (log) => log.error(new Error('lỗi'), 'Error while streaming') },
    }))
  })
  afterAll(() => app?.close())
  beforeEach(() => {
    cache.clear()
    renders.length = 0
  })
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36'
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { 'user-agent': browser, ...headers } })

  it('answers a second anonymous request from memory, its inline scripts allowed by hash', async () => {
    const first = await get('/san-pham?page=2', { 'accept-encoding': 'gzip, deflate, br' })
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-cache']).toBe('MISS')
    const firstNonce = nonceOf(first.headers['content-security-policy'])
    expect(firstNonce).toBeTruthy()
    expect(bodyNonces(decoded(first))).toEqual([firstNonce, firstNonce])

    const second = await get('/san-pham?page=2')
    expect(second.statusCode).toBe(200)
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(renders).toEqual(['/san-pham?page=2'])
    expect(second.body).toBe(decoded(first))
    // The nonce was sent once already: the kept page names its scripts by hash instead.
    const csp = String(second.headers['content-security-policy'])
    expect(csp).not.toContain('nonce-')
    expect(scriptSrc(csp)).toEqual(["'self'", sha256('1'), sha256('2')])
    expect(csp.replace(/script-src[^;]*/, '')).toBe(
      String(first.headers['content-security-policy']).replace(/script-src[^;]*/, ''),
    )

    const compressed = await get('/san-pham?page=2', { 'accept-encoding': 'gzip, deflate, br' })
    expect(compressed.headers['x-cache']).toBe('HIT')
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(decoded(compressed)).toBe(second.body)
  })

  it('never keeps a back-office page, even one rendered for an anonymous visitor', async () => {
    for (const url of [
      '/quan-tri',
      '/quan-tri/dang-nhap',
      '/quan-tri?x=1',
      '/quan-tri/nhan-vien',
    ]) {
      expect((await get(url)).headers['x-cache']).toBe('BYPASS')
      expect((await get(url)).headers['x-cache']).toBe('BYPASS')
    }
    expect(cache.size).toBe(0)
    expect(renders).toHaveLength(8)
    // A shop path that merely starts alike is a shop page.
    await get('/quan-trieu')
    expect((await get('/quan-trieu')).headers['x-cache']).toBe('HIT')
  })

  it('keys by path and query', async () => {
    await get('/san-pham?page=2')
    expect((await get('/san-pham?page=3')).headers['x-cache']).toBe('MISS')
    expect((await get('/san-pham')).headers['x-cache']).toBe('MISS')
    expect((await get('/san-pham?page=3')).headers['x-cache']).toBe('HIT')
  })

  it('renders separately for bots, who get the whole document at once', async () => {
    await get('/')
    const googlebot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }
    expect((await get('/', googlebot)).headers['x-cache']).toBe('MISS')
    expect((await get('/', googlebot)).headers['x-cache']).toBe('HIT')
    expect((await get('/')).headers['x-cache']).toBe('HIT')
  })

  it('never keeps or serves a page for a visitor who carries an identity', async () => {
    await get('/')
    const identities: Array<Record<string, string>> = [
      { cookie: 'token=abc' },
      { cookie: 'cart_token=xyz' },
      { cookie: 'XSRF-TOKEN=n.m' },
      { cookie: 'phiencho_session=1' },
      { authorization: 'Bearer abc' },
    ]
    for (const headers of identities) {
      for (let i = 0; i < 2; i++) {
        const res = await get('/', headers)
        expect(res.statusCode).toBe(200)
        expect(res.headers['x-cache'], JSON.stringify(headers)).toBe('BYPASS')
      }
    }
    expect(renders).toHaveLength(11)
    // A harmless cookie does not stop caching.
    expect((await get('/', { cookie: 'theme=dark' })).headers['x-cache']).toBe('HIT')
  })

  it('keeps only complete 200 pages without cookies or private caching', async () => {
    for (const url of ['/missing', '/broken', '/sets-cookie', '/private', '/stream-error']) {
      await get(url)
      const again = await get(url)
      expect(again.headers['x-cache'], url).toBe('MISS')
    }
    expect(renders).toHaveLength(10)
    expect((await get('/missing')).statusCode).toBe(404)
  })

  it('lets one request render while identical ones wait for it', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/tin-tuc')))
    expect(renders).toEqual(['/tin-tuc'])
    expect(answers.map((a) => a.headers['x-cache']).sort()).toEqual([
      'HIT',
      'HIT',
      'HIT',
      'HIT',
      'MISS',
    ])
    for (const answer of answers) {
      const csp = String(answer.headers['content-security-policy'])
      if (answer.headers['x-cache'] === 'MISS') {
        const nonce = nonceOf(csp)
        expect(bodyNonces(answer.body)).toEqual([nonce, nonce])
      } else {
        expect(scriptSrc(csp)).toEqual(["'self'", sha256('1'), sha256('2')])
      }
    }
  })

  it('passes HEAD and forms through', async () => {
    await get('/')
    const head = await app.inject({ method: 'HEAD', url: '/' })
    expect(head.headers['x-cache']).toBe('BYPASS')
  })

  it('forgets everything on clear()', async () => {
    await get('/')
    cache.clear()
    expect((await get('/')).headers['x-cache']).toBe('MISS')
  })
})

describe('with SSR_CACHE_TTL_MS=0', () => {
  it('renders every request and adds no header', async () => {
    const { app, renders } = await pageApp(0)
    try {
      for (let i = 0; i < 2; i++) expect((await app.inject('/')).headers['x-cache']).toBeUndefined()
      expect(renders).toHaveLength(2)
    } finally {
      await app.close()
    }
  })
})

// With the real web build, when there is one (`npm run build`).
describe.skipIf(!webBuilt)('the React Router app behind the cache', () => {
  let t: TestApp
  let app: FastifyInstance
  beforeAll(async () => {
    t = await createWebTestApp({ SSR_CACHE_TTL_MS: '5000', CATALOG_CACHE_TTL_MS: '5000' })
    app = t.app
  })
  afterAll(() => t?.close())

  it('serves the home page again from memory with a CSP naming each inline script by hash', async () => {
    const first = await app.inject('/')
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-cache']).toBe('MISS')
    const second = await app.inject('/')
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.body).toBe(first.body)
    const inline = [...second.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\ssrc=/.test(attributes!))
      .map(([, , text]) => sha256(text!))
    expect(inline.length).toBeGreaterThan(0)
    const allowed = scriptSrc(String(second.headers['content-security-policy']))
    expect(allowed.filter((source) => source.startsWith("'nonce-"))).toEqual([])
    for (const hash of inline) expect(allowed).toContain(hash)
    expect(second.body).toContain('<script type="application/ld+json">')
    expect(second.body).toContain('"@type":"SearchAction"')
  })

  it('defers hydration past the first paint: no modulepreload, the module script inert', async () => {
    const { body, headers } = await app.inject({ url: '/', cookies: { token: 'khong-hop-le' } })
    expect(body).not.toContain('rel="modulepreload"')
    expect(body).not.toContain('type="module"')
    const deferred =
      /<script type="text\/plain" id="deferred-hydration" data-modulepreload="([^"]+)">([\s\S]*?)<\/script>/.exec(
        body,
      )
    expect(deferred).not.toBeNull()
    expect(deferred![1]!.split(' ')).toContainEqual(
      expect.stringMatching(/^\/assets\/entry\.client-.+\.js$/),
    )
    expect(deferred![2]).toMatch(/import\("\/assets\/entry\.client-.+\.js"\);/)
    const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))![1]
    expect(body).toContain(`</script><script nonce="${nonce}">(function startHydration(`)
  })

  it('serves the built scripts as the build compressed them, once and for all', async () => {
    const home = await app.inject({ url: '/', cookies: { token: 'khong-hop-le' } })
    const script = /"(\/assets\/framework-[\w-]+\.js)"/.exec(home.body)![1]!
    const file = path.join(webRoot, 'build/client', script)
    const brotli = await app.inject({
      url: script,
      headers: { 'accept-encoding': 'gzip, br, zstd' },
    })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotli.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true)
    expect(brotliDecompressSync(brotli.rawPayload).equals(readFileSync(file))).toBe(true)
    const gzip = await app.inject({ url: script, headers: { 'accept-encoding': 'gzip' } })
    expect(gunzipSync(gzip.rawPayload).equals(readFileSync(file))).toBe(true)
  })

  it('does not keep a page for a visitor with a token, nor a 404', async () => {
    const withToken = await app.inject({ url: '/', cookies: { token: 'khong-hop-le' } })
    expect(withToken.headers['x-cache']).toBe('BYPASS')
    await app.inject('/khong-co-trang-nay')
    const missing = await app.inject('/khong-co-trang-nay')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['x-cache']).toBe('MISS')
  })

  it('drops kept pages when a change of the catalogue or the settings commits, not one rolled back', async () => {
    const kept = async () => {
      await app.inject('/')
      return (await app.inject('/')).headers['x-cache']
    }
    expect(await kept()).toBe('HIT')
    // Raw SQL, past every service: the database announces the change.
    await t.database.db.execute(sql`update product_categories set name = name`)
    expect((await app.inject('/')).headers['x-cache']).toBe('MISS')
    expect(await kept()).toBe('HIT')
    await t.database.db.execute(sql`update website_settings set site_name = site_name`)
    expect((await app.inject('/')).headers['x-cache']).toBe('MISS')
    expect(await kept()).toBe('HIT')
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update product_categories set name = name`)
        throw new Error('thôi')
      })
      .catch(() => {})
    expect((await app.inject('/')).headers['x-cache']).toBe('HIT')
  })
})
