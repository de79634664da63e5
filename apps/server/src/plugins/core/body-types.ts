import { messages } from '@phiencho/contracts'
import type {
  FastifyInstance,
  FastifyRequest,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../../lib/errors.ts'

const MULTIPART = /^\s*multipart\//i

interface RouteShape {
  schema?: { consumes?: readonly string[] } | undefined
  config?: unknown
}

/**
 * Multipart bodies are read for the routes that take files (`consumes: ['multipart/form-data']`)
 * and for the POST twins of PUT routes (form method spoofing); every other route refuses them
 * with a 415 before a byte of the body is parsed.
 */
function acceptsMultipart(route: RouteShape): boolean {
  if (route.schema?.consumes?.includes('multipart/form-data')) return true
  const config = route.config as { methodOverrideTwin?: boolean } | undefined
  return config?.methodOverrideTwin === true
}

// Requests whose multipart body was read whole: an error before that is the body's, so the client's.
const multipartRead = new WeakSet<FastifyRequest>()

/** A multipart request whose body could not be read (no boundary, cut short, malformed part). */
export function multipartUnread(request: FastifyRequest): boolean {
  const type = request.headers['content-type']
  return type !== undefined && MULTIPART.test(type) && !multipartRead.has(request)
}

const markRead: preValidationHookHandler = (request, _reply, done) => {
  multipartRead.add(request)
  done()
}

export default fp(
  async function bodyTypes(app: FastifyInstance) {
    app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
      if (!acceptsMultipart(route)) return
      if (!this.hasContentTypeParser('multipart/form-data')) {
        throw new Error(
          `${[route.method].flat().join(',')} ${route.url} takes multipart bodies: its route plugin must register multipartBodies (lib/multipart-bodies.ts)`,
        )
      }
      // Route hooks run after the app's, so this one runs once the multipart parser has finished.
      route.preValidation = [markRead, ...[route.preValidation ?? []].flat()]
    })
    app.addHook('onRequest', (request, _reply, done) => {
      const type = request.headers['content-type']
      if (type === undefined || !MULTIPART.test(type) || acceptsMultipart(request.routeOptions)) {
        return done()
      }
      done(new HttpError(415, messages.unsupportedMediaType))
    })
  },
  { name: 'body-types' },
)
