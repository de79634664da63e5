import {
  apiPaths,
  classifiedAdDetail,
  classifiedAdList,
  classifiedAdParams,
  classifiedListQuery,
  classifiedPhone,
  classifiedReportRequest,
  classifiedTopicList,
  errorResponse,
  messageResponse,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { countView } from '../../lib/view-counter.ts'
import {
  adView,
  getClassifiedAd,
  listClassifieds,
  listTopics,
  reportAd,
  revealPhone,
} from './classifieds.service.ts'

const tags = ['classifieds']

/** Phone numbers a visitor (IP) may reveal, over all ads: enough to shop, too few to harvest. */
export const PHONE_REVEALS = { max: 30, timeWindow: '10 minutes' }

export const classifiedsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.classifiedAds,
    {
      schema: {
        tags,
        summary: 'Tin rao vặt đang hiển thị (lọc, tìm không dấu, sắp xếp, phân trang)',
        querystring: classifiedListQuery,
        response: { 200: classifiedAdList, 404: errorResponse, 422: errorResponse },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async (request) => listClassifieds(app.db, request.query),
  )

  // Not kept in the read cache: the answer depends on the viewer, and every open counts a view.
  app.get(
    apiPaths.classifiedAd,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Chi tiết tin rao vặt (số điện thoại được che)',
        params: classifiedAdParams,
        response: { 200: classifiedAdDetail, 404: errorResponse },
      },
    },
    async (request) => {
      const ad = await getClassifiedAd(app.db, request.params.slug, request.session?.userId ?? null)
      if (!ad.is_owner) await countView(app.hits, request.log, adView(app.db, ad.id, request.ip))
      return ad
    },
  )

  app.post(
    apiPaths.classifiedAdPhone,
    {
      schema: {
        tags,
        summary: 'Hiện số điện thoại người bán (giới hạn số lần theo IP)',
        params: classifiedAdParams,
        response: {
          200: classifiedPhone,
          404: errorResponse,
          419: errorResponse,
          429: errorResponse,
        },
      },
      config: { auth: 'anonymous', rateLimit: PHONE_REVEALS },
    },
    async (request) => revealPhone(app.db, request.params.slug),
  )

  app.post(
    apiPaths.classifiedAdReports,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Báo cáo tin rao vặt vi phạm',
        params: classifiedAdParams,
        body: classifiedReportRequest,
        response: {
          201: messageResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          419: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { userId } = request.session!
      const answer = await reportAd(app.db, request.params.slug, userId, request.body.reason)
      return reply.code(201).send(answer)
    },
  )

  app.get(
    apiPaths.classifiedTopics,
    {
      schema: {
        tags,
        summary: 'Chủ đề rao vặt (theo thứ tự, kèm số tin đang hiển thị)',
        response: { 200: classifiedTopicList },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async () => ({ data: await listTopics(app.db) }),
  )
}
