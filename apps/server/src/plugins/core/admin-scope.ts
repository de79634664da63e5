import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { requiresGrants, routeAuthOf } from './auth.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The routes that open or close a staff session, the scope's only routes open to anyone:
     * sign-in, sign-out (ADR 035), the sign-in's second step and an invitation's set-password
     * step (ADR 038).
     */
    adminSession?: boolean
  }
}

/**
 * The rules of the back office's scope (`/api/v1/admin`, ADR 033): every route in it declares
 * `auth: 'staff'` or `{ permission }`, or the app does not start (the session routes, marked
 * `adminSession`, excepted: one signs in, the other signs out whatever the cookie holds); and it
 * is listed under the `admin` tag of the OpenAPI document.
 */
export default fp(
  async function adminScope(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const sessionRoute = (route.config as { adminSession?: boolean } | undefined)?.adminSession
      if (!requiresGrants(routeAuthOf(route)) && sessionRoute !== true) {
        const where = `${[route.method].flat().join(',')} ${route.url}`
        throw new Error(`${where}: an admin route declares config.auth 'staff' or { permission }`)
      }
      route.schema = { ...route.schema, tags: ['admin'] }
    })
  },
  { name: 'admin-scope' },
)
