import { apiPaths, articleList, errorResponse, latestArticlesQuery } from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { latestArticles } from './news.service.ts'

const tags = ['news']

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.articles,
    {
      schema: {
        tags,
        summary: 'Bài viết mới nhất (đã đăng)',
        querystring: latestArticlesQuery,
        response: { 200: articleList, 422: errorResponse },
      },
    },
    async (request) => ({ data: await latestArticles(app.db, request.query.limit) }),
  )
}
