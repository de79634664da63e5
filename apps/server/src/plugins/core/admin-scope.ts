import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { requiresGrants, routeAuthOf } from './auth.ts'

/**
 * The rules of the back office's scope (`/api/v1/admin`, ADR 033): every route in it declares
 * `auth: 'staff'` or `{ permission }`, or the app does not start; and it is listed under the
 * `admin` tag of the OpenAPI document.
 */
export default fp(
  async function adminScope(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (!requiresGrants(routeAuthOf(route))) {
        const where = `${[route.method].flat().join(',')} ${route.url}`
        throw new Error(`${where}: an admin route declares config.auth 'staff' or { permission }`)
      }
      route.schema = { ...route.schema, tags: ['admin'] }
    })
  },
  { name: 'admin-scope' },
)
