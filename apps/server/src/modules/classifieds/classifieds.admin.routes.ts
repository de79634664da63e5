import {
  adminClassifiedAdDetail,
  adminClassifiedAdParams,
  adminClassifiedBlockRequest,
  adminClassifiedHideRequest,
  adminClassifiedPage,
  adminClassifiedPoster,
  adminClassifiedPosterParams,
  adminClassifiedRejectRequest,
  adminClassifiedsQuery,
  adminPaths,
  errorResponse,
} from '@phiencho/contracts'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditContextOf } from '../audit/index.ts'
import { getWebsiteSettings } from '../settings/index.ts'
import type { ModerationMailContext } from './classified-mail.ts'
import {
  approveAd,
  blockPoster,
  getModeratedAd,
  hideAd,
  listModerationQueue,
  rejectAd,
  restoreAd,
  unblockPoster,
} from './classifieds.admin.service.ts'

const classifiedModerate = { auth: { permission: 'classified:moderate' } } as const
const writeErrors = { 404: errorResponse, 409: errorResponse, 422: errorResponse }

/** What the moderation mails need, read before the transaction. */
export async function mailContextOf(app: FastifyInstance): Promise<ModerationMailContext> {
  return { appUrl: app.config.appUrl, siteName: (await getWebsiteSettings(app.db)).site_name }
}

/** The classifieds moderation queue: tabs, an ad, approve, reject, hide, restore, block. */
export const classifiedsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'private, no-store')
    done()
  })

  app.get(
    adminPaths.classifiedAds,
    {
      config: classifiedModerate,
      schema: {
        summary:
          'Tin rao vặt theo tab (chờ duyệt, bị báo cáo, đang hiển thị, đã ẩn, bị từ chối, tất cả) với lịch sử người đăng; chờ duyệt và bị báo cáo: cũ nhất trước',
        querystring: adminClassifiedsQuery,
        response: { 200: adminClassifiedPage, 422: errorResponse },
      },
    },
    (request) => listModerationQueue(app.db, request.query),
  )

  app.get(
    adminPaths.classifiedAd,
    {
      config: classifiedModerate,
      schema: {
        summary: 'Một tin rao vặt đầy đủ (nội dung, ảnh, người đăng) và các báo cáo của tin',
        params: adminClassifiedAdParams,
        response: { 200: adminClassifiedAdDetail, 404: errorResponse, 422: errorResponse },
      },
    },
    (request) => getModeratedAd(app.db, request.params.id),
  )

  const action = (summary: string) => ({
    config: classifiedModerate,
    schema: {
      summary,
      params: adminClassifiedAdParams,
      response: { 200: adminClassifiedAdDetail, ...writeErrors },
    },
  })

  app.post(
    adminPaths.classifiedAdApprove,
    action('Duyệt tin (chờ duyệt → đang hiển thị, 30 ngày từ lúc duyệt); gửi email cho người đăng'),
    async (request) => {
      const mail = await mailContextOf(app)
      const answer = await app.db.transaction((tx) =>
        approveAd(tx, auditContextOf(request), mail, request.params.id),
      )
      app.mailOutbox.wake()
      return answer
    },
  )

  app.post(
    adminPaths.classifiedAdReject,
    {
      config: classifiedModerate,
      schema: {
        summary: 'Từ chối tin chờ duyệt với lý do; người đăng nhận email, sửa và gửi duyệt lại',
        params: adminClassifiedAdParams,
        body: adminClassifiedRejectRequest,
        response: { 200: adminClassifiedAdDetail, ...writeErrors },
      },
    },
    async (request) => {
      const mail = await mailContextOf(app)
      const answer = await app.db.transaction((tx) =>
        rejectAd(tx, auditContextOf(request), mail, request.params.id, request.body.reason),
      )
      app.mailOutbox.wake()
      return answer
    },
  )

  app.post(
    adminPaths.classifiedAdHide,
    {
      config: classifiedModerate,
      schema: {
        summary:
          'Ẩn tin đang hiển thị với lý do người đăng đọc được (người đăng không tự hiện lại được)',
        params: adminClassifiedAdParams,
        body: adminClassifiedHideRequest,
        response: { 200: adminClassifiedAdDetail, ...writeErrors },
      },
    },
    (request) =>
      app.db.transaction((tx) =>
        hideAd(tx, auditContextOf(request), request.params.id, request.body.reason),
      ),
  )

  app.post(
    adminPaths.classifiedAdRestore,
    action('Hiển thị lại tin do kiểm duyệt viên ẩn'),
    (request) =>
      app.db.transaction((tx) => restoreAd(tx, auditContextOf(request), request.params.id)),
  )

  app.post(
    adminPaths.classifiedPosterBlock,
    {
      config: classifiedModerate,
      schema: {
        summary: 'Chặn người dùng đăng, sửa và gia hạn tin rao vặt (kèm lý do)',
        params: adminClassifiedPosterParams,
        body: adminClassifiedBlockRequest,
        response: { 200: adminClassifiedPoster, ...writeErrors },
      },
    },
    (request) =>
      app.db.transaction((tx) =>
        blockPoster(tx, auditContextOf(request), request.params.user_id, request.body.reason),
      ),
  )

  app.post(
    adminPaths.classifiedPosterUnblock,
    {
      config: classifiedModerate,
      schema: {
        summary: 'Bỏ chặn người đăng tin rao vặt',
        params: adminClassifiedPosterParams,
        response: { 200: adminClassifiedPoster, ...writeErrors },
      },
    },
    (request) =>
      app.db.transaction((tx) =>
        unblockPoster(tx, auditContextOf(request), request.params.user_id),
      ),
  )
}
