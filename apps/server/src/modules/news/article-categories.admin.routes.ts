import {
  adminArticleCategoriesOrderRequest,
  adminArticleCategory,
  adminArticleCategoryCreateRequest,
  adminArticleCategoryList,
  adminArticleCategoryParams,
  adminArticleCategoryUpdateRequest,
  adminPaths,
  errorResponse,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { multipartBodies } from '../../lib/multipart-bodies.ts'
import { auditContextOf } from '../audit/index.ts'
import {
  changeArticleCategory,
  createArticleCategory,
  listAdminArticleCategories,
  reorderArticleCategories,
} from './article-categories.admin.service.ts'

const publish = { auth: { permission: 'article:publish' } } as const

/** The news categories editor: writers read the list, editors add, rename, hide and reorder. */
export const articleCategoriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The PUT and PATCH have form twins (method spoofing) that may post multipart.
  await app.register(multipartBodies)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'private, no-store')
    done()
  })

  app.get(
    adminPaths.articleCategories,
    {
      config: { auth: { permission: 'article:write' } },
      schema: {
        summary: 'Mọi chuyên mục tin tức theo thứ tự, kể cả chuyên mục ẩn, với số bài',
        response: { 200: adminArticleCategoryList },
      },
    },
    () => listAdminArticleCategories(app.db),
  )

  app.post(
    adminPaths.articleCategories,
    {
      config: publish,
      schema: {
        summary: 'Thêm chuyên mục (đường dẫn tạo từ tên, không trùng; xếp cuối)',
        body: adminArticleCategoryCreateRequest,
        response: { 201: adminArticleCategory, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const category = await app.db.transaction((tx) =>
        createArticleCategory(tx, auditContextOf(request), request.body),
      )
      return reply.code(201).send(category)
    },
  )

  app.put(
    adminPaths.articleCategoriesOrder,
    {
      config: publish,
      schema: {
        summary: 'Sắp xếp lại chuyên mục (gửi đủ mọi chuyên mục theo thứ tự mới)',
        body: adminArticleCategoriesOrderRequest,
        response: { 200: adminArticleCategoryList, 422: errorResponse },
      },
    },
    (request) =>
      app.db.transaction((tx) =>
        reorderArticleCategories(tx, auditContextOf(request), request.body.ids),
      ),
  )

  app.patch(
    adminPaths.articleCategory,
    {
      config: publish,
      schema: {
        summary: 'Đổi tên (giữ đường dẫn), mô tả, ẩn hoặc hiện chuyên mục',
        params: adminArticleCategoryParams,
        body: adminArticleCategoryUpdateRequest,
        response: { 200: adminArticleCategory, 404: errorResponse, 422: errorResponse },
      },
    },
    (request) =>
      app.db.transaction((tx) =>
        changeArticleCategory(tx, auditContextOf(request), request.params.id, request.body),
      ),
  )
}
