import type { FastifyInstance } from 'fastify'
import { classifiedsRoutes } from './classifieds.routes.ts'
import { ownClassifiedsRoutes } from './own-classifieds.routes.ts'

/** Public reads of live ads, and the owner's side under `/my/classified-ads`. */
export default async function classifiedsModule(app: FastifyInstance) {
  await app.register(classifiedsRoutes)
  await app.register(ownClassifiedsRoutes)
}
export { classifiedsAdminRoutes } from './classifieds.admin.index.ts'
export { classifiedSitemap, classifiedTopicSitemap } from './classifieds.sitemap.ts'
export { classified_ads, classified_reports } from './classifieds.tables.ts'
