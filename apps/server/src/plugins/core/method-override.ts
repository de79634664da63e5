import { messages } from '@phiencho/contracts'
import type { FastifyInstance, preValidationAsyncHookHandler, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../../lib/errors.ts'

/**
 * Laravel's method spoofing: browsers cannot send PUT with form data, so the client posts it with
 * `_method=PUT`. Every PUT route gets a POST twin that accepts exactly that and nothing else.
 */
export default fp(
  async function methodOverride(app: FastifyInstance) {
    const requireSpoofedPut: preValidationAsyncHookHandler = async (request) => {
      const body = request.body as Record<string, unknown> | undefined
      const spoofed = body && typeof body === 'object' ? body._method : undefined
      if (typeof spoofed !== 'string' || spoofed.toUpperCase() !== 'PUT') {
        throw new HttpError(405, messages.methodNotAllowed)
      }
      delete body!._method
    }

    app.addHook('onRoute', function (route: RouteOptions & { prefix?: string }) {
      const config = route.config as { methodOverrideTwin?: boolean } | undefined
      if (route.method !== 'PUT' || config?.methodOverrideTwin) return
      const existing = route.preValidation ? [route.preValidation].flat() : []
      this.route({
        ...route,
        url: route.url.slice((route.prefix ?? '').length) || '/',
        method: 'POST',
        config: { ...config, methodOverrideTwin: true },
        preValidation: [requireSpoofedPut, ...existing],
        schema: route.schema ? { ...route.schema, hide: true } : { hide: true },
      } as RouteOptions)
    })
  },
  { name: 'method-override' },
)
