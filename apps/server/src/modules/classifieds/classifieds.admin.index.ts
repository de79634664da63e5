import type { FastifyInstance } from 'fastify'
import { classifiedReportsAdminRoutes } from './classified-reports.admin.routes.ts'
import { classifiedTopicsAdminRoutes } from './classified-topics.admin.routes.ts'
import { classifiedsAdminRoutes as queueRoutes } from './classifieds.admin.routes.ts'

/** The back office of classifieds: the moderation queue, the reports inbox, the topics editor. */
export async function classifiedsAdminRoutes(app: FastifyInstance) {
  await app.register(queueRoutes)
  await app.register(classifiedReportsAdminRoutes)
  await app.register(classifiedTopicsAdminRoutes)
}
