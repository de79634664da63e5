import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'node:http' {
  interface ServerResponse {
    cspNonce?: string
  }
}

/** Security headers (CSP with a per-response script nonce that the SSR pages use), cookies, bodies, gzip/brotli. */
export default fp(
  async function security(app: FastifyInstance) {
    const dev = app.config.dev
    const nonce = (_req: unknown, res: ServerResponse) => {
      res.cspNonce ??= randomBytes(16).toString('base64')
      return `'nonce-${res.cspNonce}'`
    }
    await app.register(helmet, {
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
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: app.config.appUrl.startsWith('https:'),
    })
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip', 'deflate'],
    })
    await app.register(cookie, { secret: app.config.appSecret })
    await app.register(formbody)
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: 5 * 1024 * 1024, files: 8, fields: 50 },
    })
  },
  { name: 'security', dependencies: ['config'] },
)
