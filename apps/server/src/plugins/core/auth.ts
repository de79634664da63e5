import { TOKEN_COOKIE, messages, type UserRole } from '@phiencho/contracts'
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify'
import fp from 'fastify-plugin'
import { HttpError, unauthenticated } from '../../lib/errors.ts'
import { verifyAccessToken } from '../../modules/auth/index.ts'

export interface Session {
  userId: number
  tokenId: number
  /** Read with the token: what an authorisation check needs costs no query of its own. */
  role: UserRole
  /** `cookie` sessions are ambient credentials: mutating requests must pass the CSRF check. */
  via: 'bearer' | 'cookie'
}

/**
 * What a route needs from its caller, declared as `config: { auth }` by every API route:
 *
 * - `anonymous`: anyone; the session is not read;
 * - `optional`: anyone; `request.session` is the caller's when there is one;
 * - `customer`: a signed-in user, whatever the role (401 otherwise);
 * - `{ role }`: a signed-in user of that role (401 without a session, 403 with another role).
 */
export type RouteAuth = 'anonymous' | 'optional' | 'customer' | { role: UserRole }

/** The declarations that refuse a caller without a session. */
export type SignedInAuth = Exclude<RouteAuth, 'anonymous' | 'optional'>

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null
    resolveSession(): Promise<Session | null>
  }
  interface FastifyContextConfig {
    auth?: RouteAuth
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(.+)$/i.exec(header)
  return match?.[1]?.trim() || null
}

export const requiresSession = (auth: RouteAuth | undefined): auth is SignedInAuth =>
  auth !== undefined && auth !== 'anonymous' && auth !== 'optional'

/** Whether a session may call a route that requires one; false answers 403. */
function grants(auth: SignedInAuth, session: Session): boolean {
  if (auth === 'customer') return true
  return session.role === auth.role
}

export function routeAuthOf(route: Pick<RouteOptions, 'config'>): RouteAuth | undefined {
  return (route.config as { auth?: RouteAuth } | undefined)?.auth
}

const resolveOnly: onRequestAsyncHookHandler = async (request) => {
  await request.resolveSession()
}

function refuseUnless(auth: SignedInAuth): onRequestAsyncHookHandler {
  return async (request) => {
    const session = await request.resolveSession()
    if (!session) throw unauthenticated()
    if (!grants(auth, session)) throw new HttpError(403, messages.forbidden)
  }
}

/** A route that takes files: its check runs before the body is read. */
const takesFiles = (route: RouteOptions) =>
  route.schema?.consumes?.includes('multipart/form-data') ?? false

/** Sessions: `request.resolveSession()` verifies the token once per request, on demand. */
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
        ? {
            userId: token.userId,
            tokenId: token.id,
            role: token.role,
            via: bearer ? 'bearer' : 'cookie',
          }
        : null
      return request.session
    }
  },
  { name: 'auth', dependencies: ['config'] },
)

/**
 * Authorisation, for the scope it is registered in (the API): every route declares
 * `config.auth`, or the app does not start. The check is attached to the route, at `preHandler`,
 * after the request is parsed and validated, so a malformed request gets the same answer from
 * anyone; a route that takes files is checked at `onRequest` instead, so a refused caller's file
 * is never read. The route's OpenAPI `security` follows from the declaration.
 */
export const routeAuth = fp(
  async function routeAuth(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const auth = routeAuthOf(route)
      const where = `${[route.method].flat().join(',')} ${route.url}`
      if (auth === undefined) {
        throw new Error(`${where} declares no config.auth`)
      }
      if (route.schema?.security) {
        throw new Error(`${where}: its security follows from config.auth, not schema.security`)
      }
      if (auth === 'anonymous') return
      const check = auth === 'optional' ? resolveOnly : refuseUnless(auth)
      // Before the route's own hooks of that phase (and the rate limiter's, which keys on the
      // session); fresh arrays, since route options are shallow copies sharing their arrays.
      if (takesFiles(route)) route.onRequest = [check, ...[route.onRequest ?? []].flat()]
      else route.preHandler = [check, ...[route.preHandler ?? []].flat()]
      if (requiresSession(auth)) {
        route.schema = { ...route.schema, security: [{ bearer: [] }] }
      }
    })
  },
  { name: 'route-auth', dependencies: ['auth'] },
)
