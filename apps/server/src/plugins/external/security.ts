import type { IncomingMessage, ServerResponse } from 'node:http'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import { pooledRandomBytes } from '../../lib/random-pool.ts'

declare module 'node:http' {
  interface ServerResponse {
    cspNonce?: string
  }
}

/** The JSON API; `/api/docs` (Swagger UI, a page) keeps the pages' headers. */
const API_PREFIX = '/api/v1/'

/**
 * Powerful browser features no page of the shop uses, refused to the page and to anything it
 * embeds. The clipboard stays allowed: the payment page copies the transfer details.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void

const newNonce = () => pooledRandomBytes(16).toString('base64')
// Stands for the response's nonce while the page headers are written once.
const NONCE_MARK = 'nonce-mark-7f3c1a'

/**
 * The headers a middleware that writes the same ones for every response sets, in its order, the
 * response's CSP nonce being `nonce` when given.
 */
export function headersWrittenBy(middleware: Middleware, nonce?: string): Array<[string, string]> {
  const headers = new Map<string, string>()
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value))
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase())
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    cspNonce: nonce,
  }
  let failed: unknown
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    failed = err
  })
  if (failed) throw failed
  return [...headers]
}

/**
 * Security headers (CSP with a per-response script nonce that the SSR pages use), cookies, form
 * bodies, gzip/brotli. Multipart bodies are read only where routes take them (body-types.ts).
 */
export default fp(
  async function security(app: FastifyInstance) {
    const dev = app.config.dev
    const nonce = (_req: unknown, res: ServerResponse) => {
      res.cspNonce ??= newNonce()
      return `'nonce-${res.cspNonce}'`
    }
    const common = {
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: app.config.appUrl.startsWith('https:'),
    } as const
    // Pages: scripts only from this origin or with the response's nonce (the SSR pages use it).
    const pageHeaders = helmet({
      ...common,
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': dev ? ["'self'", 'ws:'] : ["'self'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
          'upgrade-insecure-requests': app.config.appUrl.startsWith('https:') ? [] : null,
        },
      },
    })
    // JSON answers are never documents, so the headers that steer a document (opener policy,
    // agent cluster, DNS prefetch, IE download and XSS switches, referrer) say nothing for them.
    // They keep what guards a response that is not a page (OWASP REST Security): a policy that
    // allows nothing and no framing, no MIME sniffing, no cross-origin reads, and HSTS behind HTTPS.
    // The same bytes for every answer, without a nonce to draw.
    const apiHeaders = helmet({
      ...common,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
      },
      xFrameOptions: { action: 'deny' },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    })
    // Each middleware is built once here (@fastify/helmet rebuilds it on every request), and run
    // once: it writes the same headers for every response but the pages' nonce, so each response
    // copies what it wrote (running helmet's dozen middlewares cost about a tenth of a small kept
    // answer's time). A page's policy is kept cut where its nonce goes.
    const apiHeaderList = headersWrittenBy(apiHeaders)
    const pageHeaderList = headersWrittenBy(pageHeaders, NONCE_MARK)
    const pagePolicy = pageHeaderList.find(([name]) => name === 'content-security-policy')?.[1]
    const policyAroundNonce = pagePolicy?.includes(NONCE_MARK) ? pagePolicy.split(NONCE_MARK) : null
    const pageStaticHeaders = pageHeaderList.filter(
      ([name]) => !policyAroundNonce || name !== 'content-security-policy',
    )
    const setAll = (res: ServerResponse, headers: Array<[string, string]>) => {
      for (let i = 0; i < headers.length; i++) res.setHeader(headers[i]![0], headers[i]![1])
    }
    app.addHook('onRequest', (request, reply, done) => {
      const res = reply.raw
      if (request.url.startsWith(API_PREFIX)) {
        setAll(res, apiHeaderList)
        return done()
      }
      res.setHeader('permissions-policy', PERMISSIONS_POLICY)
      if (policyAroundNonce) {
        res.cspNonce ??= newNonce()
        res.setHeader('content-security-policy', policyAroundNonce.join(res.cspNonce))
      }
      setAll(res, pageStaticHeaders)
      done()
    })
    await app.register(compress, {
      global: true,
      threshold: 1024,
      // Answers compressed on the fly prefer zstd where the browser takes it (Chrome and Firefox
      // over HTTPS): for the same size within 10 %, it costs a fifth of brotli's CPU on a product
      // page (94 µs against 457 µs for 82 kB) and half on a JSON answer. Kept answers are
      // compressed once, so they stay brotli, the smallest (lib/encoded-body.ts).
      encodings: ['zstd', 'br', 'gzip', 'deflate'],
      // Answers held whole in memory (JSON answers, rendered pages) are compressed in one call:
      // on two cores the plugin's default (8 kB) sent a page of products through a zlib stream per
      // answer, about four times the CPU of one call (820 µs against 190 µs for 18 kB).
      syncThreshold: 256 * 1024,
    })
    // Signs with the first secret; after a rotation, reads what the previous one signed.
    const { appSecret, appSecretPrevious } = app.config
    await app.register(cookie, {
      secret: appSecretPrevious ? [appSecret, appSecretPrevious] : appSecret,
    })
    await app.register(formbody)
  },
  { name: 'security', dependencies: ['config'] },
)
