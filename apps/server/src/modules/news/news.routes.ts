import {
  apiPaths,
  articleCategoryList,
  articleDetail,
  articleList,
  articleListQuery,
  articleParams,
  errorResponse,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { countView } from '../../lib/view-counter.ts'
import { articleView, getArticle, listArticleCategories, listArticles } from './news.service.ts'

const tags = ['news']

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.articles,
    {
      schema: {
        tags,
        summary: 'Bài viết đã đăng (mới nhất trước; lọc theo chuyên mục, thẻ, nổi bật; phân trang)',
        querystring: articleListQuery,
        response: { 200: articleList, 404: errorResponse, 422: errorResponse },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async (request) => listArticles(app.db, request.query),
  )

  // Not kept in the read cache: every open counts a view.
  app.get(
    apiPaths.article,
    {
      config: { auth: 'anonymous' },
      schema: {
        tags,
        summary: 'Chi tiết bài viết và bài liên quan',
        params: articleParams,
        response: { 200: articleDetail, 404: errorResponse },
      },
    },
    async (request) => {
      const article = await getArticle(app.db, request.params.slug)
      await countView(app.hits, request.log, articleView(app.db, article.id, request.ip))
      return article
    },
  )

  app.get(
    apiPaths.articleCategories,
    {
      schema: {
        tags,
        summary: 'Chuyên mục tin tức (theo thứ tự, kèm số bài đã đăng)',
        response: { 200: articleCategoryList },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async () => ({ data: await listArticleCategories(app.db) }),
  )
}
