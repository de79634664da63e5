import {
  adminPaths,
  adminReview,
  adminReviewHideRequest,
  adminReviewPage,
  adminReviewReplyRequest,
  adminReviewsQuery,
  errorResponse,
  reviewParams,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { multipartBodies } from '../../lib/multipart-bodies.ts'
import { auditContextOf } from '../audit/index.ts'
import {
  approveReview,
  deleteReply,
  dismissReports,
  hideReview,
  listAdminReviews,
  replyToReview,
} from './reviews.admin.service.ts'

const reviewModerate = { auth: { permission: 'review:moderate' } } as const
const writeErrors = { 404: errorResponse, 409: errorResponse, 422: errorResponse }

/** The review moderation console: the queue and the tabs, approve, hide, reply, reports. */
export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The reply's PUT has a form twin (method spoofing) that may post multipart.
  await app.register(multipartBodies)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'private, no-store')
    done()
  })

  app.get(
    adminPaths.reviews,
    {
      config: reviewModerate,
      schema: {
        summary:
          'Đánh giá theo tab (chờ duyệt, bị báo cáo, đã đăng, đã ẩn, tất cả), tìm theo sản phẩm, người viết, nội dung; 30 đánh giá mỗi trang',
        querystring: adminReviewsQuery,
        response: { 200: adminReviewPage, 422: errorResponse },
      },
    },
    (request) => listAdminReviews(app.db, request.query),
  )

  const action = (summary: string) => ({
    config: reviewModerate,
    schema: { summary, params: reviewParams, response: { 200: adminReview, ...writeErrors } },
  })

  app.post(
    adminPaths.reviewApprove,
    action('Duyệt đánh giá (chờ duyệt hoặc đã ẩn → đã đăng; bỏ qua các báo cáo đang mở)'),
    (request) =>
      app.db.transaction((tx) => approveReview(tx, auditContextOf(request), request.params.id)),
  )

  app.post(
    adminPaths.reviewHide,
    {
      config: reviewModerate,
      schema: {
        summary: 'Ẩn đánh giá với lý do người viết đọc được (xử lý các báo cáo đang mở)',
        params: reviewParams,
        body: adminReviewHideRequest,
        response: { 200: adminReview, ...writeErrors },
      },
    },
    (request) =>
      app.db.transaction((tx) =>
        hideReview(tx, auditContextOf(request), request.params.id, request.body.reason),
      ),
  )

  app.put(
    adminPaths.reviewReply,
    {
      config: reviewModerate,
      schema: {
        summary: 'Trả lời đánh giá (hiển thị công khai dưới đánh giá)',
        params: reviewParams,
        body: adminReviewReplyRequest,
        response: { 200: adminReview, ...writeErrors },
      },
    },
    (request) =>
      app.db.transaction((tx) =>
        replyToReview(tx, auditContextOf(request), request.params.id, request.body.body),
      ),
  )

  app.delete(adminPaths.reviewReply, action('Xóa câu trả lời của cửa hàng'), (request) =>
    app.db.transaction((tx) => deleteReply(tx, auditContextOf(request), request.params.id)),
  )

  app.post(
    adminPaths.reviewDismissReports,
    action('Bỏ qua các báo cáo đang mở của đánh giá'),
    (request) =>
      app.db.transaction((tx) => dismissReports(tx, auditContextOf(request), request.params.id)),
  )
}
