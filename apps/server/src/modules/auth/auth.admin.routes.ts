import {
  adminPaths,
  adminSessionMessages,
  errorResponse,
  messageResponse,
  signInChallenge,
  STAFF_COOKIE,
  staffSignInRequest,
  twoFactorMessages,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getWebsiteSettings } from '../settings/index.ts'
import * as auth from './auth.service.ts'
import { createLoginThrottle } from './login-throttle.ts'
import { setStaffCookie, staffCookieOptions } from './staff-cookie.ts'

/**
 * The back office's sign-in and sign-out, in the admin scope: the token goes into the staff
 * cookie, httpOnly whatever `AUTH_MODE` says, which only the admin API and the `/quan-tri` pages
 * read (ADR 035). Failures count with the shop's login (the same throttle keys).
 */
export const authAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: auth.AuthDeps = {
    db: app.db,
    outbox: app.mailOutbox,
    throttle: createLoginThrottle(app.hits, {
      maxFailures: app.config.loginMaxAttempts,
      maxPerIp: app.config.loginIpMaxPerMinute,
    }),
    appUrl: app.config.appUrl,
    siteName: async () => (await getWebsiteSettings(app.db)).site_name,
  }
  const cookie = staffCookieOptions(app.config.appUrl)

  app.post(
    adminPaths.session,
    {
      config: { auth: 'anonymous', adminSession: true },
      schema: {
        summary:
          'Đăng nhập trang quản trị (chỉ nhân viên): đặt cookie phiên nhân viên httpOnly, hoặc 202 kèm mã thử thách khi tài khoản bật xác minh hai bước',
        body: staffSignInRequest,
        response: {
          200: messageResponse,
          202: signInChallenge,
          419: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await auth.staffSignIn(deps, request.body, request.ip)
      if ('challenge' in result) {
        return reply.code(202).send({
          message: twoFactorMessages.secondStep,
          challenge: result.challenge,
          expires_at: result.expiresAt.toISOString(),
        })
      }
      setStaffCookie(reply, result.token, app.config.appUrl)
      return { message: adminSessionMessages.signedIn }
    },
  )

  app.delete(
    adminPaths.session,
    {
      // Optional: a session already ended still gets its cookie removed.
      config: { auth: 'optional', adminSession: true },
      schema: {
        summary: 'Đăng xuất trang quản trị: thu hồi phiên và xóa cookie',
        response: { 200: messageResponse, 419: errorResponse },
      },
    },
    async (request, reply) => {
      if (request.session) await auth.logout(deps, request.session.tokenId)
      reply.clearCookie(STAFF_COOKIE, cookie)
      return { message: adminSessionMessages.signedOut }
    },
  )
}
