import {
  apiPaths,
  errorResponse,
  wishlistAddRequest,
  wishlistAddResponse,
  wishlistIds,
  wishlistItemParams,
  wishlistListQuery,
  wishlistPage,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  addToWishlist,
  listWishlist,
  removeFromWishlist,
  wishlistProductIds,
} from './wishlist.service.ts'

const tags = ['wishlist']
const security = [{ bearer: [] }]
const errors = { 401: errorResponse, 419: errorResponse, 422: errorResponse }

/** Every route acts on the caller's own list only: the user id comes from the session, never the request. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser)

  app.get(
    apiPaths.wishlist,
    {
      schema: {
        tags,
        summary: 'Danh sách yêu thích của tôi',
        security,
        querystring: wishlistListQuery,
        response: { 200: wishlistPage, ...errors },
      },
    },
    async (request) =>
      listWishlist(app.db, request.session!.userId, {
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  )

  app.get(
    apiPaths.wishlistIds,
    {
      schema: {
        tags,
        summary: 'Mã các sản phẩm trong danh sách yêu thích (cho nút trái tim)',
        security,
        response: { 200: wishlistIds, 401: errorResponse },
      },
    },
    async (request) => ({ product_ids: await wishlistProductIds(app.db, request.session!.userId) }),
  )

  app.post(
    apiPaths.wishlist,
    {
      schema: {
        tags,
        summary: 'Thêm vào danh sách yêu thích (thêm lại không đổi gì)',
        security,
        body: wishlistAddRequest,
        response: { 200: wishlistAddResponse, 201: wishlistAddResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { item, created } = await addToWishlist(
        app.db,
        request.session!.userId,
        request.body.product_id,
      )
      return reply.code(created ? 201 : 200).send(item)
    },
  )

  app.delete(
    apiPaths.wishlistItem,
    {
      schema: {
        tags,
        summary: 'Bỏ khỏi danh sách yêu thích',
        security,
        params: wishlistItemParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeFromWishlist(app.db, request.session!.userId, request.params.product_id)
      return reply.code(204).send(null)
    },
  )
}
