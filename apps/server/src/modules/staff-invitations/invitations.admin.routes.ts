import {
  acceptInvitationRequest,
  adminPaths,
  errorResponse,
  invitationMessages,
  inviteStaffRequest,
  messageResponse,
  staffInvitationAnswer,
  staffParams,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { setStaffCookie } from '../auth/index.ts'
import { getWebsiteSettings } from '../settings/index.ts'
import { actorOf } from '../staff/index.ts'
import {
  acceptInvitation,
  type InvitationDeps,
  inviteStaff,
  resendInvitation,
} from './invitations.service.ts'

const writeErrors = {
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
}

/**
 * Staff invitations by mail: invite (`staff:manage`), send a new link, and the invited person's
 * set-password step, which signs them in to the back office. The mail is queued in the
 * transaction and leaves once it has committed.
 */
export const invitationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsNow = async (): Promise<InvitationDeps> => ({
    appUrl: app.config.appUrl,
    siteName: (await getWebsiteSettings(app.db)).site_name,
  })

  app.post(
    adminPaths.staffInvitations,
    {
      config: { auth: { permission: 'staff:manage' } },
      schema: {
        summary:
          'Mời nhân viên qua email: email mới thì tạo tài khoản và gửi liên kết đặt mật khẩu (72 giờ), email đã có thì thêm làm nhân viên và gửi thông báo',
        body: inviteStaffRequest,
        response: { 201: staffInvitationAnswer, ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request)
      const deps = await depsNow()
      const answer = await app.db.transaction((tx) =>
        inviteStaff(tx, deps, actor.audit, actor, request.body),
      )
      app.mailOutbox.wake()
      return reply.code(201).send(answer)
    },
  )

  app.post(
    adminPaths.staffInvitationResend,
    {
      config: { auth: { permission: 'staff:manage' } },
      schema: {
        summary: 'Gửi lại lời mời (liên kết mới; liên kết cũ hết hiệu lực)',
        params: staffParams,
        response: { 200: messageResponse, ...writeErrors },
      },
    },
    async (request) => {
      const actor = actorOf(request)
      const deps = await depsNow()
      const answer = await app.db.transaction((tx) =>
        resendInvitation(tx, deps, actor.audit, actor, request.params.user_id),
      )
      app.mailOutbox.wake()
      return answer
    },
  )

  app.post(
    adminPaths.invitationAccept,
    {
      config: { auth: 'anonymous', adminSession: true },
      schema: {
        summary: 'Người được mời đặt mật khẩu qua liên kết (một lần, 72 giờ) và vào trang quản trị',
        body: acceptInvitationRequest,
        response: { 200: messageResponse, 419: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const token = await app.db.transaction((tx) =>
        acceptInvitation(tx, request.body, { ip: request.ip, requestId: String(request.id) }),
      )
      setStaffCookie(reply, token, app.config.appUrl)
      return { message: invitationMessages.accepted }
    },
  )
}
