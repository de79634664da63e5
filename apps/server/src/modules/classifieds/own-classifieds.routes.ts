import {
  apiPaths,
  classifiedAdInput,
  errorResponse,
  ownClassifiedAd,
  ownClassifiedAdDetail,
  ownClassifiedAdList,
  ownClassifiedListQuery,
  ownClassifiedParams,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createOwnAd, getOwnAd, listOwnAds, updateOwnAd } from './own-classifieds.service.ts'
import { hideOwnAd, removeOwnAd, renewOwnAd, showOwnAd } from './own-ad-visibility.service.ts'
import { multipartBodies } from '../../lib/multipart-bodies.ts'

const tags = ['classifieds']
const errors = { 401: errorResponse, 404: errorResponse, 419: errorResponse, 422: errorResponse }
// A poster a moderator blocked is refused posting, editing and renewing.
const writeErrors = { ...errors, 403: errorResponse }

/**
 * The signed-in customer's own ads. Someone else's ad answers 404 exactly as a missing one does.
 */
export const ownClassifiedsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartBodies)
  const userOf = (request: { session: { userId: number } | null }) => request.session!.userId

  app.get(
    apiPaths.ownClassifiedAds,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Tin rao vặt của tôi (mới đăng trước)',
        querystring: ownClassifiedListQuery,
        response: { 200: ownClassifiedAdList, 401: errorResponse, 422: errorResponse },
      },
    },
    async (request) => listOwnAds(app.db, userOf(request), request.query),
  )

  app.post(
    apiPaths.ownClassifiedAds,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary:
          'Đăng tin rao vặt (hiển thị ngay hoặc chờ duyệt tùy cài đặt; hết hạn sau 30 ngày kể từ khi hiển thị)',
        body: classifiedAdInput,
        response: { 201: ownClassifiedAdDetail, ...writeErrors },
      },
    },
    async (request, reply) => {
      const ad = await createOwnAd(app.db, app.mediaStorage, userOf(request), request.body)
      return reply.code(201).send(ad)
    },
  )

  app.get(
    apiPaths.ownClassifiedAd,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Một tin của tôi, đủ cho form sửa',
        params: ownClassifiedParams,
        response: { 200: ownClassifiedAdDetail, ...errors },
      },
    },
    async (request) => getOwnAd(app.db, app.mediaStorage, userOf(request), request.params.id),
  )

  app.put(
    apiPaths.ownClassifiedAd,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Sửa tin (thay toàn bộ nội dung và ảnh); tin bị từ chối được gửi duyệt lại',
        params: ownClassifiedParams,
        body: classifiedAdInput,
        response: { 200: ownClassifiedAdDetail, ...writeErrors },
      },
    },
    async (request) =>
      updateOwnAd(app.db, app.mediaStorage, userOf(request), request.params.id, request.body),
  )

  const stateChanges = [
    [apiPaths.ownClassifiedAdHide, 'Ẩn tin', hideOwnAd],
    [apiPaths.ownClassifiedAdShow, 'Hiển thị lại tin đã ẩn', showOwnAd],
    [apiPaths.ownClassifiedAdRenew, 'Gia hạn tin thêm 30 ngày và đẩy tin lên đầu', renewOwnAd],
  ] as const
  for (const [url, summary, change] of stateChanges) {
    app.post(
      url,
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary,
          params: ownClassifiedParams,
          response: { 200: ownClassifiedAd, ...writeErrors },
        },
      },
      async (request) => change(app.db, userOf(request), request.params.id),
    )
  }

  app.delete(
    apiPaths.ownClassifiedAd,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Xóa tin',
        params: ownClassifiedParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeOwnAd(app.db, userOf(request), request.params.id)
      return reply.code(204).send(null)
    },
  )
}
