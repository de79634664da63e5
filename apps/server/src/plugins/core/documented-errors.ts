import { errorResponse } from '@phiencho/contracts'
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { requiresGrants, requiresSession, routeAuthOf } from './auth.ts'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The error statuses a route can answer without its handler saying so, from what it declares:
 *
 * - any request: 400 (unreadable), 422 (a U+0000 in the query is refused before validation),
 *   431 (headers too large);
 * - path parameters: 404 (an address naming nothing), besides their validation (422);
 * - POST, PUT, PATCH and DELETE: the body is parsed whatever the route declares, so 413 and 415;
 *   and 419 when a cookie session sends no matching X-XSRF-TOKEN;
 * - `config.auth` that requires a session: 401; one that reads roles (`staff`, `{ permission }`): 403;
 * - `config.rateLimit`: 429.
 *
 * A status the route declares itself keeps its own schema. Every added one is `errorResponse`,
 * which is also what the reply serializer writes such an error with.
 */
export function implicitErrorStatuses(route: RouteOptions): number[] {
  const schema: FastifySchema = route.schema ?? {}
  const methods = [route.method].flat().map((method) => method.toUpperCase())
  const config = route.config as { rateLimit?: unknown } | undefined
  const statuses = [400, 422, 431]
  if (schema.params) statuses.push(404)
  if (methods.some((method) => UNSAFE_METHODS.has(method))) statuses.push(413, 415, 419)
  const auth = routeAuthOf(route)
  if (requiresSession(auth)) statuses.push(401)
  if (requiresGrants(auth)) statuses.push(403)
  if (config?.rateLimit) statuses.push(429)
  return statuses.sort((a, b) => a - b)
}

export default fp(
  async function documentedErrors(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const schema = route.schema
      if (!schema?.response) return
      const added = Object.fromEntries(
        implicitErrorStatuses(route).map((status) => [status, errorResponse]),
      )
      // A fresh object: route schemas are shared between routes (PUT and PATCH of one resource).
      route.schema = { ...schema, response: { ...added, ...(schema.response as object) } }
    })
  },
  { name: 'documented-errors' },
)
