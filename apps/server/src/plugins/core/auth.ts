import { TOKEN_COOKIE } from '@phiencho/contracts'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { unauthenticated } from '../../lib/errors.ts'
import { verifyAccessToken } from '../../modules/auth/index.ts'

export interface Session {
  userId: number
  tokenId: number
  /** `cookie` sessions are ambient credentials: mutating requests must pass the CSRF check. */
  via: 'bearer' | 'cookie'
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null
    resolveSession(): Promise<Session | null>
  }
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler
    optionalUser: preHandlerAsyncHookHandler
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(.+)$/i.exec(header)
  return match?.[1]?.trim() || null
}

export default fp(
  async function auth(app: FastifyInstance) {
    const cache = new WeakMap<FastifyRequest, Promise<Session | null>>()
    app.decorateRequest('session', null)
    app.decorateRequest('resolveSession', function (this: FastifyRequest) {
      let pending = cache.get(this)
      if (!pending) {
        pending = resolve(this)
        cache.set(this, pending)
      }
      return pending
    })

    async function resolve(request: FastifyRequest): Promise<Session | null> {
      const bearer = bearerToken(request)
      const cookie = request.cookies[TOKEN_COOKIE]
      const plaintext = bearer ?? cookie
      if (!plaintext) return null
      const token = await verifyAccessToken(app.db, plaintext)
      request.session = token
        ? { userId: token.userId, tokenId: token.id, via: bearer ? 'bearer' : 'cookie' }
        : null
      return request.session
    }

    app.decorate('requireUser', async function (request: FastifyRequest) {
      if (!(await request.resolveSession())) throw unauthenticated()
    })
    app.decorate('optionalUser', async function (request: FastifyRequest) {
      await request.resolveSession()
    })
  },
  { name: 'auth', dependencies: ['config'] },
)
