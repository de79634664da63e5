import { CART_COOKIE, CART_COOKIE_MAX_AGE_SECONDS } from '@phiencho/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import { randomToken, sha256 } from '../../lib/secure-token.ts'
import {
  type CartOwner,
  type CartRow,
  ensureCart,
  findOwnCart,
  mergeGuestCart,
} from './cart.service.ts'

// A guest's cart is found by an httpOnly cookie holding 32 random bytes; only its SHA-256 is
// stored. SameSite=Lax keeps other sites from posting to it (the CSRF defence of a cookie that is
// not a login); logged-in customers in cookie mode pass the CSRF plugin as for any mutation.
const TOKEN_PATTERN = /^[\w-]{43}$/

function guestTokenHash(request: FastifyRequest): string | null {
  const token = request.cookies[CART_COOKIE]
  return token && TOKEN_PATTERN.test(token) ? sha256(token) : null
}

function cookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure }
}

function forgetGuestToken(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  if (request.cookies[CART_COOKIE] !== undefined) {
    reply.clearCookie(CART_COOKIE, cookieOptions(secure))
  }
}

/**
 * Merges the guest cart of this browser into the customer's, then drops the cookie. Called at
 * login and register, and on any cart request that carries both a session and the cookie.
 */
export async function adoptGuestCart(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  secure: boolean,
): Promise<void> {
  const hash = guestTokenHash(request)
  if (hash) await mergeGuestCart(db, hash, userId)
  forgetGuestToken(request, reply, secure)
}

export interface CartContext {
  owner: CartOwner | null
  userId: number | null
  /** Makes the cart when there is none yet (guests get their cookie here). */
  ensure(): Promise<CartRow>
  find(): Promise<CartRow | undefined>
}

export async function cartContext(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<CartContext> {
  const session = await request.resolveSession()
  if (session) {
    await adoptGuestCart(db, request, reply, session.userId, secure)
    const owner = { userId: session.userId }
    return {
      owner,
      userId: session.userId,
      ensure: () => ensureCart(db, owner),
      find: () => findOwnCart(db, owner),
    }
  }
  const hash = guestTokenHash(request)
  const context: CartContext = {
    owner: hash ? { tokenHash: hash } : null,
    userId: null,
    async ensure() {
      const existing = await findOwnCart(db, context.owner)
      if (existing) {
        // Sliding lifetime: an active cart keeps its cookie.
        reply.setCookie(CART_COOKIE, request.cookies[CART_COOKIE]!, {
          ...cookieOptions(secure),
          maxAge: CART_COOKIE_MAX_AGE_SECONDS,
        })
        return existing
      }
      const token = randomToken(32)
      context.owner = { tokenHash: sha256(token) }
      reply.setCookie(CART_COOKIE, token, {
        ...cookieOptions(secure),
        maxAge: CART_COOKIE_MAX_AGE_SECONDS,
      })
      return ensureCart(db, context.owner)
    },
    find: () => findOwnCart(db, context.owner),
  }
  return context
}
