import {
  apiPaths,
  errorResponse,
  messageResponse,
  ownReview,
  ownReviewsQuery,
  productReviewPage,
  productReviewsParams,
  productReviewsQuery,
  reviewEditInput,
  reviewHelpfulAnswer,
  reviewInput,
  reviewableLinePage,
  reviewParams,
  reviewReportRequest,
  reviewVotes,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listReviewableLines } from './own-reviews.service.ts'
import { listProductReviews, reviewVotesOf } from './product-reviews.service.ts'
import { reportReview, setHelpfulVote } from './review-feedback.service.ts'
import { createReview, editReview } from './review-writing.service.ts'

const tags = ['reviews']
const customer = { auth: 'customer' } as const
const writeErrors = { 404: errorResponse, 409: errorResponse, 422: errorResponse }

/** The shop's reviews: the product page's list, and what a signed-in buyer writes and votes. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.productReviews,
    {
      // The same answer for every caller: the caller's own votes come from `my-votes`.
      config: { auth: 'anonymous', catalogCache: true },
      schema: {
        tags,
        summary: 'Đánh giá đã đăng của sản phẩm (lọc theo sao, có ảnh; mới nhất hoặc hữu ích nhất)',
        params: productReviewsParams,
        querystring: productReviewsQuery,
        response: { 200: productReviewPage, 404: errorResponse, 422: errorResponse },
      },
    },
    (request) => listProductReviews(app.db, request.params.slug, request.query),
  )

  app.get(
    apiPaths.productReviewVotes,
    {
      config: customer,
      schema: {
        tags,
        summary: 'Các đánh giá của sản phẩm mà tôi đã bình chọn hữu ích',
        params: productReviewsParams,
        response: { 200: reviewVotes, 404: errorResponse },
      },
    },
    (request) => reviewVotesOf(app.db, request.params.slug, request.session!.userId),
  )

  app.post(
    apiPaths.productReviews,
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Viết đánh giá cho một sản phẩm đã mua trong đơn đã giao (trong 30 ngày, mỗi dòng đơn một lần)',
        params: productReviewsParams,
        body: reviewInput,
        response: { 201: ownReview, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { userId } = request.session!
      const review = await createReview(app.db, userId, request.params.slug, request.body)
      return reply.code(201).send(review)
    },
  )

  app.patch(
    apiPaths.review,
    {
      config: customer,
      schema: {
        tags,
        summary: 'Sửa đánh giá của tôi (một lần, trong 7 ngày sau khi viết)',
        params: reviewParams,
        body: reviewEditInput,
        response: { 200: ownReview, ...writeErrors },
      },
    },
    (request) => editReview(app.db, request.session!.userId, request.params.id, request.body),
  )

  const helpful = (voted: boolean) =>
    ({
      config: customer,
      schema: {
        tags,
        summary: voted ? 'Bình chọn đánh giá hữu ích' : 'Bỏ bình chọn hữu ích',
        params: reviewParams,
        response: { 200: reviewHelpfulAnswer, 404: errorResponse, 422: errorResponse },
      },
    }) as const
  app.post(apiPaths.reviewHelpful, helpful(true), (request) =>
    setHelpfulVote(app.db, request.session!.userId, request.params.id, true),
  )
  app.delete(apiPaths.reviewHelpful, helpful(false), (request) =>
    setHelpfulVote(app.db, request.session!.userId, request.params.id, false),
  )

  app.post(
    apiPaths.reviewReports,
    {
      config: customer,
      schema: {
        tags,
        summary: 'Báo cáo đánh giá vi phạm',
        params: reviewParams,
        body: reviewReportRequest,
        response: { 201: messageResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { userId } = request.session!
      const answer = await reportReview(app.db, userId, request.params.id, request.body.reason)
      return reply.code(201).send(answer)
    },
  )

  app.get(
    apiPaths.ownReviews,
    {
      config: customer,
      schema: {
        tags,
        summary: 'Sản phẩm đã nhận của tôi và đánh giá của chúng (sản phẩm còn chờ đánh giá trước)',
        querystring: ownReviewsQuery,
        response: { 200: reviewableLinePage, 422: errorResponse },
      },
    },
    (request) => listReviewableLines(app.db, request.session!.userId, request.query),
  )
}
