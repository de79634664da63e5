import {
  adminPaths,
  adminSessionMessages,
  disableTwoFactorRequest,
  errorResponse,
  messageResponse,
  recoveryCodesAnswer,
  securityPolicy,
  twoFactorCodeRequest,
  twoFactorMessages,
  twoFactorSetup,
  twoFactorSignInRequest,
  twoFactorStatus,
  updateSecurityPolicyRequest,
} from '@phiencho/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditContextOf } from '../audit/index.ts'
import { getWebsiteSettings } from '../settings/index.ts'
import { createLoginThrottle } from './login-throttle.ts'
import { setRequireTwoFactor } from './security-policy.ts'
import { setStaffCookie } from './staff-cookie.ts'
import { completeTwoFactorSignIn } from './two-factor-sign-in.ts'
import {
  confirmTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
  startTwoFactor,
  type TwoFactorCaller,
  type TwoFactorDeps,
  readTwoFactorStatus,
  twoFactorKeys,
} from './two-factor.service.ts'

// The set-up routes stay open to a staff member the shop requires to set it up (ADR 038).
const ownSetUp = { auth: 'staff', twoFactorSetup: true } as const
const writeErrors = {
  409: errorResponse,
  419: errorResponse,
  422: errorResponse,
  429: errorResponse,
}

function callerOf(request: FastifyRequest): TwoFactorCaller {
  const session = request.session!
  return { userId: session.userId, tokenId: session.tokenId, ip: request.ip }
}

/**
 * Two-step sign-in (TOTP, RFC 6238) for the back office: each staff member's own set-up under
 * `/me/two-factor`, the second step of the sign-in, and the owner's "require it of everyone".
 * Every write is one transaction with its audit row.
 */
export const twoFactorAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TwoFactorDeps = {
    keys: twoFactorKeys(app.config.appSecret, app.config.appSecretPrevious),
    throttle: createLoginThrottle(
      app.hits,
      { maxFailures: app.config.loginMaxAttempts, maxPerIp: app.config.loginIpMaxPerMinute },
      'code',
    ),
    siteName: async () => (await getWebsiteSettings(app.db)).site_name,
  }

  app.post(
    adminPaths.sessionTwoFactor,
    {
      config: { auth: 'anonymous', adminSession: true },
      schema: {
        summary:
          'Bước hai của đăng nhập quản trị: mã thử thách và mã 6 chữ số (hoặc mã khôi phục); đặt cookie phiên nhân viên',
        body: twoFactorSignInRequest,
        response: { 200: messageResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const token = await completeTwoFactorSignIn(app.db, deps, request.body, {
        ip: request.ip,
        requestId: String(request.id),
      })
      setStaffCookie(reply, token, app.config.appUrl)
      return { message: adminSessionMessages.signedIn }
    },
  )

  app.get(
    adminPaths.myTwoFactor,
    {
      config: ownSetUp,
      schema: {
        summary:
          'Xác minh hai bước của người đang đăng nhập: đã bật chưa, còn bao nhiêu mã khôi phục',
        response: { 200: twoFactorStatus },
      },
    },
    async (request) => readTwoFactorStatus(app.db, request.session!.userId),
  )

  app.post(
    adminPaths.myTwoFactor,
    {
      config: ownSetUp,
      schema: {
        summary: 'Bắt đầu bật xác minh hai bước: khóa bí mật mới, URI otpauth:// và mã QR',
        response: { 200: twoFactorSetup, ...writeErrors },
      },
    },
    async (request) => {
      const issuer = await deps.siteName()
      return app.db.transaction((tx) =>
        startTwoFactor(tx, deps, auditContextOf(request), callerOf(request), issuer),
      )
    },
  )

  app.post(
    adminPaths.myTwoFactorConfirm,
    {
      config: ownSetUp,
      schema: {
        summary:
          'Xác nhận bằng mã 6 chữ số: bật xác minh hai bước, trả 10 mã khôi phục (chỉ một lần)',
        body: twoFactorCodeRequest,
        response: { 200: recoveryCodesAnswer, ...writeErrors },
      },
    },
    async (request) => {
      const codes = await app.db.transaction((tx) =>
        confirmTwoFactor(tx, deps, auditContextOf(request), callerOf(request), request.body.code),
      )
      return { message: twoFactorMessages.enabled, recovery_codes: codes }
    },
  )

  app.post(
    adminPaths.myRecoveryCodes,
    {
      config: ownSetUp,
      schema: {
        summary: 'Tạo lại 10 mã khôi phục (cần mã 6 chữ số hiện tại); các mã cũ hết hiệu lực',
        body: twoFactorCodeRequest,
        response: { 200: recoveryCodesAnswer, ...writeErrors },
      },
    },
    async (request) => {
      const codes = await app.db.transaction((tx) =>
        renewRecoveryCodes(tx, deps, auditContextOf(request), callerOf(request), request.body.code),
      )
      return { message: twoFactorMessages.recoveryCodesRenewed, recovery_codes: codes }
    },
  )

  app.delete(
    adminPaths.myTwoFactor,
    {
      config: ownSetUp,
      schema: {
        summary: 'Tắt xác minh hai bước (cần mật khẩu hiện tại hoặc một mã)',
        body: disableTwoFactorRequest,
        response: { 200: messageResponse, ...writeErrors },
      },
    },
    async (request) => {
      await app.db.transaction((tx) =>
        disableTwoFactor(tx, deps, auditContextOf(request), callerOf(request), request.body),
      )
      return { message: twoFactorMessages.disabled }
    },
  )

  app.patch(
    adminPaths.security,
    {
      config: { auth: { permission: 'staff:manage' } },
      schema: {
        summary: 'Bắt buộc xác minh hai bước cho mọi nhân viên (chỉ chủ cửa hàng)',
        body: updateSecurityPolicyRequest,
        response: { 200: securityPolicy, 403: errorResponse, ...writeErrors },
      },
    },
    async (request) => {
      const session = request.session!
      const actor = { userId: session.userId, isOwner: session.grants?.isOwner ?? false }
      return app.db.transaction((tx) =>
        setRequireTwoFactor(tx, auditContextOf(request), actor, request.body.require_two_factor),
      )
    },
  )
}
