import type { FastifyInstance } from 'fastify'
import { articleCategoriesAdminRoutes } from './article-categories.admin.routes.ts'
import { articlesAdminRoutes } from './articles.admin.routes.ts'

/** The back office of the news: the article console and the categories editor. */
export async function newsAdminRoutes(app: FastifyInstance) {
  await app.register(articlesAdminRoutes)
  await app.register(articleCategoriesAdminRoutes)
}
