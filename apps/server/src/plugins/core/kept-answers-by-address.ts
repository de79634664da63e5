import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Kept answers (API reads and pages) sent by their address, right after the request's shape and
 * Host are checked and before any other hook: a kept answer carries the headers of the response
 * it was kept from, security headers included, so nothing else has to run. Only for a request that
 * carries no identity and no body (no cookie, no authorization, no content type) to a route that
 * is not rate-limited; any other request takes the whole way, where the caches are read again.
 */
export default fp(
  async function keptAnswersByAddress(app: FastifyInstance) {
    app.addHook('onRequest', (request, reply, done) => {
      const { headers, method } = request
      if (
        (method !== 'GET' && method !== 'HEAD') ||
        headers.cookie !== undefined ||
        headers.authorization !== undefined ||
        headers['content-type'] !== undefined
      ) {
        return done()
      }
      const config = request.routeOptions.config
      if (config.rateLimit) return done()
      const sent = config.keptPages
        ? app.pageCache.answerFromAddress(request, reply)
        : app.catalogCache.answerFromAddress(request, reply)
      if (!sent) done()
    })
  },
  { name: 'kept-answers-by-address', dependencies: ['catalog-cache', 'page-cache'] },
)
