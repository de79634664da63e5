import {
  apiPaths,
  authMessages,
  changePasswordRequest,
  errorResponse,
  forgotPasswordRequest,
  loginRequest,
  messageResponse,
  registerRequest,
  resetPasswordRequest,
  TOKEN_COOKIE,
  TOKEN_TTL_SECONDS,
  tokenResponse,
} from '@phiencho/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adoptGuestCart } from '../cart/index.ts'
import { createLaterWork } from '../../lib/later-work.ts'
import { getWebsiteSettings } from '../settings/index.ts'
import { createLoginThrottle } from './login-throttle.ts'
import * as auth from './auth.service.ts'
import { multipartBodies } from '../../lib/multipart-bodies.ts'

const errors = { 401: errorResponse, 419: errorResponse, 422: errorResponse, 429: errorResponse }

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartBodies)
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

  const later = createLaterWork()
  app.addHook('onClose', () => later.settled())

  /** Cookie mode keeps the token in an httpOnly cookie as well; token mode leaves storage to the client. */
  const rememberToken = (reply: FastifyReply, token: string) => {
    if (app.config.authMode !== 'cookie') return
    reply.setCookie(TOKEN_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.appUrl.startsWith('https:'),
      maxAge: TOKEN_TTL_SECONDS,
    })
  }

  /** What the shopper put in the cart as a guest joins the account's cart. */
  const keepGuestCart = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    try {
      await adoptGuestCart(app.db, request, reply, userId, app.config.appUrl.startsWith('https:'))
    } catch (error) {
      // The login itself succeeded; the next cart request tries the merge again.
      request.log.error({ err: error }, 'guest cart merge failed')
    }
  }

  app.post(
    apiPaths.login,
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['auth'],
        summary: 'Đăng nhập',
        body: loginRequest,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { token, userId } = await auth.login(deps, request.body, request.ip)
      rememberToken(reply, token)
      await keepGuestCart(request, reply, userId)
      return { token }
    },
  )

  app.post(
    apiPaths.register,
    {
      schema: {
        tags: ['auth'],
        summary: 'Đăng ký',
        body: registerRequest,
        response: { 201: tokenResponse, ...errors },
      },
      config: { auth: 'anonymous', rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const { token, userId } = await auth.register(deps, request.body)
      rememberToken(reply, token)
      await keepGuestCart(request, reply, userId)
      return reply.code(201).send({ token })
    },
  )

  app.post(
    apiPaths.logout,
    {
      config: { auth: 'customer' },
      schema: {
        tags: ['auth'],
        summary: 'Đăng xuất',
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request, reply) => {
      await auth.logout(deps, request.session!.tokenId)
      reply.clearCookie(TOKEN_COOKIE, { path: '/' })
      return { message: authMessages.loggedOut }
    },
  )

  app.post(
    apiPaths.forgotPassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Quên mật khẩu',
        body: forgotPasswordRequest,
        response: { 200: messageResponse, ...errors },
      },
      config: { auth: 'anonymous', rateLimit: { max: 5, timeWindow: '15 minutes' } },
    },
    async (request) => {
      // The reply leaves before the lookup, so it takes the same time whether the email has an
      // account (token, mail) or not; the shopper hears nothing of a mail that fails.
      later.run(request.log, 'password reset mail failed', () =>
        auth.requestPasswordReset(deps, request.body.email),
      )
      return { message: authMessages.resetLinkSent }
    },
  )

  app.post(
    apiPaths.resetPassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Đặt lại mật khẩu',
        body: resetPasswordRequest,
        response: { 200: messageResponse, ...errors },
      },
      config: { auth: 'anonymous', rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => {
      await auth.resetPassword(deps, request.body)
      return { message: authMessages.passwordReset }
    },
  )

  app.put(
    apiPaths.changePassword,
    {
      config: { auth: 'customer' },
      schema: {
        tags: ['users'],
        summary: 'Đổi mật khẩu (kết thúc các phiên khác)',
        body: changePasswordRequest,
        response: {
          200: tokenResponse,
          401: errorResponse,
          419: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const token = await auth.changePassword(app, request.session!.userId, request.body)
      // Token mode: the client stores the new token itself (as after login).
      rememberToken(reply, token)
      return { token }
    },
  )
}
