import {
  ADMIN_API_PREFIX,
  PERMISSIONS,
  STAFF_COOKIE,
  TOKEN_COOKIE,
  messages,
  type Permission,
  twoFactorMessages,
} from '@phiencho/contracts'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify'
import fp from 'fastify-plugin'
import { HttpError, unauthenticated } from '../../lib/errors.ts'
import {
  type SecondFactorState,
  verifyAccessToken,
  verifyStaffAccessToken,
} from '../../modules/auth/index.ts'

/** The caller's roles, read with the token on the routes that need them (ADR 033). */
export interface Grants {
  /** Holds at least one role. */
  isStaff: boolean
  isOwner: boolean
  permissions: ReadonlySet<Permission>
  /** Two-step sign-in: `ok`, or what the person must do first (ADR 038). */
  secondFactor: SecondFactorState
}

export interface Session {
  userId: number
  tokenId: number
  /** Read in the query that verifies the token, only for `staff` and `{ permission }` routes. */
  grants: Grants | null
  /** `cookie` sessions are ambient credentials: mutating requests must pass the CSRF check. */
  via: 'bearer' | 'cookie'
}

/**
 * What a route needs from its caller, declared as `config: { auth }` by every API route:
 *
 * - `anonymous`: anyone; the session is not read;
 * - `optional`: anyone; `request.session` is the caller's when there is one;
 * - `customer`: a signed-in user, staff or not (401 otherwise);
 * - `staff`: a holder of any role (401 without a session, 403 for a shopper);
 * - `{ permission }`: a holder of a role that grants it (401 without a session, 403 otherwise).
 */
export type RouteAuth = 'anonymous' | 'optional' | 'customer' | 'staff' | { permission: Permission }

/** The declarations that refuse a caller without a session. */
export type SignedInAuth = Exclude<RouteAuth, 'anonymous' | 'optional'>

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null
    /** The session, verified once per request; `withGrants` reads the caller's roles as well. */
    resolveSession(withGrants?: boolean): Promise<Session | null>
    /**
     * 403 unless the caller holds the permission: for a route whose body decides what it needs
     * beyond its declaration (a staff status change that cancels needs `order:cancel`).
     */
    requirePermission(permission: Permission): Promise<void>
  }
  interface FastifyContextConfig {
    auth?: RouteAuth
    /**
     * Open to a staff member the shop requires to set up two-step sign-in who has not yet: the
     * set-up routes and `GET /admin/me`; every other staff route answers 403 (ADR 038).
     */
    twoFactorSetup?: boolean
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

/** The declarations that read the caller's roles, and may answer 403. */
export const requiresGrants = (auth: RouteAuth | undefined): boolean =>
  auth === 'staff' || typeof auth === 'object'

/** Whether a session may call a route that requires one; false answers 403. */
function allows(auth: SignedInAuth, session: Session): boolean {
  if (auth === 'customer') return true
  if (auth === 'staff') return session.grants?.isStaff ?? false
  return session.grants?.permissions.has(auth.permission) ?? false
}

export function routeAuthOf(route: Pick<RouteOptions, 'config'>): RouteAuth | undefined {
  return (route.config as { auth?: RouteAuth } | undefined)?.auth
}

const resolveOnly: onRequestAsyncHookHandler = async (request) => {
  await request.resolveSession()
}

const ADMIN_ROUTES = `${ADMIN_API_PREFIX}/`

/**
 * A staff member's request to the back office: every later log line of it, the request's own
 * "request completed" included, names the person (`actorId`, the user id).
 */
function logActor(request: FastifyRequest, reply: FastifyReply, session: Session) {
  if (!session.grants?.isStaff || !request.routeOptions.url?.startsWith(ADMIN_ROUTES)) return
  const log = request.log.child({ actorId: session.userId })
  request.log = log
  reply.log = log
}

function refuseUnless(auth: SignedInAuth): onRequestAsyncHookHandler {
  const withGrants = requiresGrants(auth)
  return async (request, reply) => {
    const session = await request.resolveSession(withGrants)
    if (!session) throw unauthenticated()
    logActor(request, reply, session)
    const secondFactor = session.grants?.secondFactor ?? 'ok'
    // A session without the second step its owner has turned on counts as none (ADR 038).
    if (secondFactor === 'sign-in-again') throw new HttpError(401, twoFactorMessages.signInAgain)
    if (!allows(auth, session)) throw new HttpError(403, messages.forbidden)
    if (secondFactor === 'set-up' && request.routeOptions.config.twoFactorSetup !== true) {
      throw new HttpError(403, twoFactorMessages.setupRequired)
    }
  }
}

const PERMISSION_SET: ReadonlySet<string> = new Set(PERMISSIONS)

/**
 * The staff cookie, on a back-office route only: anywhere else it is not a credential, so a page
 * script of the shop cannot ride on it (ADR 035).
 */
function staffCookieOf(request: FastifyRequest): string | undefined {
  if (!request.routeOptions.url?.startsWith(ADMIN_ROUTES)) return undefined
  return request.cookies[STAFF_COOKIE]
}

/** A route that takes files: its check runs before the body is read. */
const takesFiles = (route: RouteOptions) =>
  route.schema?.consumes?.includes('multipart/form-data') ?? false

/** Sessions: `request.resolveSession()` verifies the token once per request, on demand. */
export default fp(
  async function auth(app: FastifyInstance) {
    const cache = new WeakMap<
      FastifyRequest,
      { withGrants: boolean; pending: Promise<Session | null> }
    >()
    app.decorateRequest('session', null)
    app.decorateRequest('resolveSession', function (this: FastifyRequest, withGrants = false) {
      let entry = cache.get(this)
      // A session read without the roles is read again with them (never on one route's path:
      // the route's own check is the first to resolve).
      if (!entry || (withGrants && !entry.withGrants)) {
        entry = { withGrants, pending: resolve(this, withGrants) }
        cache.set(this, entry)
      }
      return entry.pending
    })
    app.decorateRequest('requirePermission', async function (this: FastifyRequest, permission) {
      const session = await this.resolveSession(true)
      if (!session) throw unauthenticated()
      if (!session.grants?.permissions.has(permission)) {
        throw new HttpError(403, messages.forbidden)
      }
    })

    async function resolve(request: FastifyRequest, withGrants: boolean): Promise<Session | null> {
      const bearer = bearerToken(request)
      const cookie = staffCookieOf(request) ?? request.cookies[TOKEN_COOKIE]
      const plaintext = bearer ?? cookie
      if (!plaintext) return null
      const via = bearer ? 'bearer' : 'cookie'
      if (withGrants) {
        const token = await verifyStaffAccessToken(app.db, plaintext)
        request.session = token
          ? {
              userId: token.userId,
              tokenId: token.id,
              grants: {
                isStaff: token.isStaff,
                isOwner: token.isOwner,
                permissions: token.permissions,
                secondFactor: token.secondFactor,
              },
              via,
            }
          : null
      } else {
        const token = await verifyAccessToken(app.db, plaintext)
        request.session = token
          ? { userId: token.userId, tokenId: token.id, grants: null, via }
          : null
      }
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
      if (typeof auth === 'object' && !PERMISSION_SET.has(auth.permission)) {
        throw new Error(`${where} declares an unknown permission ${String(auth.permission)}`)
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
