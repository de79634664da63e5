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
const errors = { 401: errorResponse, 419: errorResponse, 422: errorResponse }

/** Every route acts on the caller's own list only: the user id comes from the session, never the request. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.wishlist,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Danh sách yêu thích của tôi',
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
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Mã các sản phẩm trong danh sách yêu thích (cho nút trái tim)',
        response: { 200: wishlistIds, 401: errorResponse },
      },
    },
    async (request) => ({ product_ids: await wishlistProductIds(app.db, request.session!.userId) }),
  )

  app.post(
    apiPaths.wishlist,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Thêm vào danh sách yêu thích (thêm lại không đổi gì)',
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
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Bỏ khỏi danh sách yêu thích',
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
