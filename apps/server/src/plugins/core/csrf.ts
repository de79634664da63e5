import { createHmac } from 'node:crypto'
import { STAFF_COOKIE, TOKEN_COOKIE, messages } from '@phiencho/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../../lib/errors.ts'
import { randomToken, safeEqual } from '../../lib/secure-token.ts'
import { bearerToken } from './auth.ts'

const CSRF_COOKIE = 'XSRF-TOKEN'
const CSRF_HEADER = 'x-xsrf-token'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Sanctum's SPA dialect: a request that relies on a cookie instead of a bearer header must echo the
 * XSRF-TOKEN cookie in X-XSRF-TOKEN. The cookie value is signed, so a cookie planted from a sibling
 * domain does not pass either. It holds in both auth modes: in token mode the API also takes the
 * `token` cookie, so a cookie-only mutation there is checked the same way; and it holds for the
 * back office's staff cookie, always ambient (ADR 035).
 */
export default fp(
  async function csrf(app: FastifyInstance) {
    const { appSecret, appSecretPrevious } = app.config
    const sign = (nonce: string, secret = appSecret) =>
      createHmac('sha256', secret).update(nonce).digest('base64url')
    // After a rotation, a token signed with the previous secret still passes.
    const secrets = appSecretPrevious ? [appSecret, appSecretPrevious] : [appSecret]
    const isValid = (value: string) => {
      const [nonce, mac] = value.split('.')
      return Boolean(nonce && mac && secrets.some((secret) => safeEqual(mac, sign(nonce, secret))))
    }

    app.get('/sanctum/csrf-cookie', { schema: { hide: true } }, async (_request, reply) => {
      const nonce = randomToken(24)
      reply.setCookie(CSRF_COOKIE, `${nonce}.${sign(nonce)}`, {
        path: '/',
        sameSite: 'lax',
        secure: app.config.appUrl.startsWith('https:'),
        maxAge: 2 * 60 * 60,
      })
      return reply.code(204).send()
    })

    const siteOrigin = new URL(app.config.appUrl).origin
    // A page's own form, posted without JavaScript, cannot echo a header; the browser says where
    // it was posted from instead (Fetch Metadata, else Origin).
    const postedFromThisSite = (request: FastifyRequest) => {
      const site = request.headers['sec-fetch-site']
      if (site !== undefined) return site === 'same-origin'
      return request.headers.origin === siteOrigin
    }

    app.addHook('onRequest', (request, _reply, done) => {
      // Whatever the path: a state change that rides on an ambient cookie is checked everywhere.
      if (SAFE_METHODS.has(request.method)) return done()
      if (bearerToken(request)) return done()
      const cookies = request.cookies
      if (!cookies[TOKEN_COOKIE] && !cookies[STAFF_COOKIE] && !cookies[CSRF_COOKIE]) return done()
      const cookie = cookies[CSRF_COOKIE]
      const header = request.headers[CSRF_HEADER]
      if (cookie && typeof header === 'string' && safeEqual(header, cookie) && isValid(cookie)) {
        return done()
      }
      const config = request.routeOptions.config as { pageAction?: boolean }
      if (config.pageAction === true && postedFromThisSite(request)) return done()
      request.log.warn('CSRF token mismatch')
      done(new HttpError(419, messages.csrfMismatch))
    })
  },
  { name: 'csrf', dependencies: ['config'] },
)
