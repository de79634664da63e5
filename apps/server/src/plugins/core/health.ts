import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The process is about to stop: `/readyz` answers 503 from now on, so that the load balancer
     * sends no more requests here, while the server still answers those it gets.
     */
    drain(): void
  }
}

/** Liveness says the process answers; readiness says it can reach its database and is not stopping. */
export default fp(
  async function health(app: FastifyInstance) {
    let draining = false
    app.decorate('drain', () => {
      draining = true
    })
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }))
    app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
      if (draining) return reply.code(503).send({ status: 'stopping' })
      // Requests queueing for a database connection mean the process is busy, not broken. A check
      // queued behind them would miss the balancer's timeout, and every loaded process would be
      // taken out at once: an overload would turn into an outage.
      if (app.dbHandle.connections().waiting > 0) {
        return { status: 'ok', database: app.dbHandle.kind, busy: true }
      }
      try {
        await app.db.execute(sql`select 1`)
        return { status: 'ok', database: app.dbHandle.kind }
      } catch (err) {
        request.log.error({ err }, 'readiness check failed')
        return reply.code(503).send({ status: 'unavailable' })
      }
    })
  },
  { name: 'health', dependencies: ['config'] },
)
