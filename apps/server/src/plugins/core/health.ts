import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'

/** Liveness says the process answers; readiness says it can reach its database. */
export default async function health(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }))
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`)
      return { status: 'ok', database: app.dbHandle.kind }
    } catch (err) {
      request.log.error({ err }, 'readiness check failed')
      return reply.code(503).send({ status: 'unavailable' })
    }
  })
}
