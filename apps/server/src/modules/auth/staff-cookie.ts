import { STAFF_COOKIE, STAFF_TOKEN_TTL_SECONDS } from '@phiencho/contracts'
import type { FastifyReply } from 'fastify'

/** The staff cookie's attributes (ADR 035): httpOnly whatever `AUTH_MODE` says. */
export function staffCookieOptions(appUrl: string) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: appUrl.startsWith('https:'),
  } as const
}

/** Hands the browser a staff session: every back-office sign-in ends here. */
export function setStaffCookie(reply: FastifyReply, token: string, appUrl: string) {
  reply.setCookie(STAFF_COOKIE, token, {
    ...staffCookieOptions(appUrl),
    maxAge: STAFF_TOKEN_TTL_SECONDS,
  })
}
