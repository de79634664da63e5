import { messages } from '@phiencho/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { canonicalPath, isValidHost } from '../../lib/request-shape.ts'

const API_PATH = /^\/api(?:\/|$)/

/**
 * Refuses, before any other hook or handler, a request whose path is not written in the one form
 * the router reads, or whose Host cannot be a host. A page asked for with a GET is sent to its
 * canonical address instead; the API and every other method get a 400.
 */
export default fp(
  async function requestShape(app: FastifyInstance) {
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
      if (!isValidHost(request.host)) {
        return void reply.code(400).send({ message: messages.invalidHost })
      }
      const url = request.url
      const queryAt = url.indexOf('?')
      const path = queryAt === -1 ? url : url.slice(0, queryAt)
      const canonical = canonicalPath(path)
      if (canonical === path) return done()
      const readsPage = request.method === 'GET' || request.method === 'HEAD'
      if (canonical !== null && readsPage && !API_PATH.test(canonical)) {
        return void reply.redirect(canonical + (queryAt === -1 ? '' : url.slice(queryAt)), 301)
      }
      request.log.info({ path }, 'path not in canonical form')
      reply.code(400).send({ message: messages.invalidPath })
    })
  },
  { name: 'request-shape' },
)
