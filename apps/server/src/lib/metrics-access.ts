import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Compares in a time that depends on neither value (digests have one length). */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * Who may read `/metrics`: a caller presenting `METRICS_TOKEN` as a bearer token, or one on this
 * machine. "On this machine" is the socket's address, never `X-Forwarded-For`, which anyone may
 * write; and a request that carries a forwarding header came through a proxy, which may run on
 * this machine and forward anyone's request from the loopback address.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization
  if (token !== undefined && authorization !== undefined) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization)
    return match?.[1] !== undefined && sameSecret(match[1].trim(), token)
  }
  const { headers } = request
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false
  return LOOPBACK.has(request.raw.socket.remoteAddress ?? '')
}
