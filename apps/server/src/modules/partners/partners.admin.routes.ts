import {
  adminPartnerApplication,
  adminPartnerPage,
  adminPartnerParams,
  adminPartnerRejectRequest,
  adminPartnersQuery,
  adminPaths,
  errorResponse,
} from '@phiencho/contracts'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditContextOf } from '../audit/index.ts'
import { getWebsiteSettings } from '../settings/index.ts'
import type { PartnerMailContext } from './partner-mail.ts'
import {
  approvePartnerApplication,
  getPartnerApplication,
  listPartnerApplications,
  rejectPartnerApplication,
} from './partners.admin.service.ts'

const partnerReview = { auth: { permission: 'partner:review' } } as const
const writeErrors = { 404: errorResponse, 409: errorResponse, 422: errorResponse }

async function mailContextOf(app: FastifyInstance): Promise<PartnerMailContext> {
  return { appUrl: app.config.appUrl, siteName: (await getWebsiteSettings(app.db)).site_name }
}

/** The partner applications console: tabs, an application, approve (opens the shop), reject. */
export const partnersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'private, no-store')
    done()
  })

  app.get(
    adminPaths.partnerApplications,
    {
      config: partnerReview,
      schema: {
        summary:
          'Đơn đăng ký đối tác theo tab (chờ duyệt, đã duyệt, bị từ chối, tất cả); chờ duyệt: cũ nhất trước',
        querystring: adminPartnersQuery,
        response: { 200: adminPartnerPage, 422: errorResponse },
      },
    },
    (request) => listPartnerApplications(app.db, request.query),
  )

  app.get(
    adminPaths.partnerApplication,
    {
      config: partnerReview,
      schema: {
        summary: 'Chi tiết đơn đăng ký đối tác',
        params: adminPartnerParams,
        response: { 200: adminPartnerApplication, 404: errorResponse, 422: errorResponse },
      },
    },
    (request) => getPartnerApplication(app.db, request.params.id),
  )

  app.post(
    adminPaths.partnerApplicationApprove,
    {
      config: partnerReview,
      schema: {
        summary:
          'Duyệt đơn: mở (hoặc mở lại) cửa hàng đối tác do tài khoản người đăng ký làm chủ; gửi email cho người đăng ký',
        params: adminPartnerParams,
        response: { 200: adminPartnerApplication, ...writeErrors },
      },
    },
    async (request) => {
      const mail = await mailContextOf(app)
      const answer = await app.db.transaction((tx) =>
        approvePartnerApplication(tx, auditContextOf(request), mail, request.params.id),
      )
      app.mailOutbox.wake()
      return answer
    },
  )

  app.post(
    adminPaths.partnerApplicationReject,
    {
      config: partnerReview,
      schema: {
        summary: 'Từ chối đơn với lý do; người đăng ký nhận email',
        params: adminPartnerParams,
        body: adminPartnerRejectRequest,
        response: { 200: adminPartnerApplication, ...writeErrors },
      },
    },
    async (request) => {
      const mail = await mailContextOf(app)
      const answer = await app.db.transaction((tx) =>
        rejectPartnerApplication(
          tx,
          auditContextOf(request),
          mail,
          request.params.id,
          request.body.reason,
        ),
      )
      app.mailOutbox.wake()
      return answer
    },
  )
}
