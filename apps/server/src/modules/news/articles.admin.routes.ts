import {
  adminArticle,
  adminArticlePage,
  adminArticleParams,
  adminArticlePublishRequest,
  adminArticleRequest,
  adminArticleReturnRequest,
  adminArticlesQuery,
  adminNewsMessages,
  adminPaths,
  errorResponse,
} from '@phiencho/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { multipartBodies } from '../../lib/multipart-bodies.ts'
import { uniqueViolationAsFieldError } from '../../lib/unique-violation.ts'
import { auditContextOf } from '../audit/index.ts'
import { pictureUploadRoute } from '../uploads/index.ts'
import type { ArticleCaller } from './article-admin-rows.ts'
import {
  hideArticle,
  publishArticle,
  removeArticle,
  returnArticle,
  submitArticle,
} from './article-status.admin.service.ts'
import {
  createArticle,
  getAdminArticle,
  listAdminArticles,
  replaceArticle,
} from './articles.admin.service.ts'

const write = { auth: { permission: 'article:write' } } as const
/** Two saves choosing the same free slug at once: the second is told it is taken. */
const slugTakenMeanwhile = uniqueViolationAsFieldError({
  articles_slug_unique: ['slug', adminNewsMessages.slugTaken],
})
const publish = { auth: { permission: 'article:publish' } } as const
const writeErrors = { 403: errorResponse, 404: errorResponse, 409: errorResponse }

const callerOf = (request: FastifyRequest): ArticleCaller => ({
  userId: request.session!.userId,
  canPublish: request.session!.grants!.permissions.has('article:publish'),
  audit: auditContextOf(request),
})

/**
 * The article console: writers (`article:write`) draft and send their articles for review,
 * editors (`article:publish`) publish, schedule, return and hide any. One transaction a write,
 * with its audit row.
 */
export const articlesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The PUT has a form twin (method spoofing), and the pictures come as files.
  await app.register(multipartBodies)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'private, no-store')
    done()
  })

  app.get(
    adminPaths.articles,
    {
      config: write,
      schema: {
        summary:
          'Bài viết theo trạng thái, kèm số bài mỗi trạng thái; tìm không dấu theo tiêu đề, tóm tắt',
        querystring: adminArticlesQuery,
        response: { 200: adminArticlePage },
      },
    },
    (request) => listAdminArticles(app.db, request.query),
  )

  app.get(
    adminPaths.article,
    {
      config: write,
      schema: {
        summary: 'Chi tiết bài viết cho trình soạn thảo và bản xem trước',
        params: adminArticleParams,
        response: { 200: adminArticle },
      },
    },
    (request) => getAdminArticle(app.db, request.params.id),
  )

  app.post(
    adminPaths.articles,
    {
      config: write,
      schema: {
        summary: 'Tạo bản nháp (tác giả là người tạo); đường dẫn tạo từ tiêu đề khi để trống',
        body: adminArticleRequest,
        response: { 201: adminArticle, ...writeErrors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const article = await app.db
        .transaction((tx) => createArticle(tx, caller, request.body))
        .catch(slugTakenMeanwhile)
      return reply.code(201).send(article)
    },
  )

  app.put(
    adminPaths.article,
    {
      config: write,
      schema: {
        summary:
          'Sửa cả bài viết (người viết: bài của mình khi là nháp hoặc chờ duyệt; biên tập viên: mọi bài)',
        params: adminArticleParams,
        body: adminArticleRequest,
        response: { 200: adminArticle, ...writeErrors },
      },
    },
    (request) => {
      const caller = callerOf(request)
      return app.db
        .transaction((tx) => replaceArticle(tx, caller, request.params.id, request.body))
        .catch(slugTakenMeanwhile)
    },
  )

  app.post(
    adminPaths.articleSubmit,
    {
      config: write,
      schema: {
        summary: 'Gửi bản nháp cho biên tập viên duyệt',
        params: adminArticleParams,
        response: { 200: adminArticle, ...writeErrors },
      },
    },
    (request) => {
      const caller = callerOf(request)
      return app.db.transaction((tx) => submitArticle(tx, caller, request.params.id))
    },
  )

  app.post(
    adminPaths.articlePublish,
    {
      config: publish,
      schema: {
        summary: 'Đăng ngay, hoặc hẹn giờ đăng (từ 1 phút đến 365 ngày tới)',
        params: adminArticleParams,
        body: adminArticlePublishRequest,
        response: { 200: adminArticle, ...writeErrors },
      },
    },
    (request) => {
      const caller = callerOf(request)
      return app.db.transaction((tx) => publishArticle(tx, caller, request.params.id, request.body))
    },
  )

  app.post(
    adminPaths.articleReturn,
    {
      config: publish,
      schema: {
        summary: 'Trả bài chờ duyệt hoặc đang hẹn giờ về bản nháp, kèm góp ý cho người viết',
        params: adminArticleParams,
        body: adminArticleReturnRequest,
        response: { 200: adminArticle, ...writeErrors },
      },
    },
    (request) => {
      const caller = callerOf(request)
      return app.db.transaction((tx) =>
        returnArticle(tx, caller, request.params.id, request.body.note),
      )
    },
  )

  app.post(
    adminPaths.articleHide,
    {
      config: publish,
      schema: {
        summary: 'Ẩn bài đã đăng khỏi trang tin tức',
        params: adminArticleParams,
        response: { 200: adminArticle, ...writeErrors },
      },
    },
    (request) => {
      const caller = callerOf(request)
      return app.db.transaction((tx) => hideArticle(tx, caller, request.params.id))
    },
  )

  app.delete(
    adminPaths.article,
    {
      config: write,
      schema: {
        summary: 'Xóa bài chưa từng đăng (người viết: bản nháp của mình)',
        params: adminArticleParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      await app.db.transaction((tx) => removeArticle(tx, caller, request.params.id))
      return reply.code(204).send(null)
    },
  )

  await app.register(
    pictureUploadRoute({
      path: adminPaths.articleImages,
      auth: write.auth,
      summary:
        'Tải ảnh bìa hoặc ảnh trong nội dung bài viết lên (trình soạn thảo gửi trường `upload`)',
    }),
  )
}
