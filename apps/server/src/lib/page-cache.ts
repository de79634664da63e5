import { CART_COOKIE, isAdminWebPath, TOKEN_COOKIE } from '@phiencho/contracts'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { isbot } from 'isbot'
import { cspForInlineScripts } from './csp-hashes.ts'
import { type ChangeBus, CHANGE_TOPICS } from './cache/change-bus.ts'
import { EncodedBody } from './cache/encoded-body.ts'
import { KeptAnswer } from './cache/kept-answer.ts'
import { type CacheCounts, ReadCache } from './cache/read-cache.ts'
import { rememberedCheck } from './remembered-check.ts'

/*
 * The SSR micro-cache (docs/decisions/007-read-caches.md, 010-cached-pages-csp-hashes.md): a page
 * rendered for a visitor who carries no identity is the same for every such visitor, so it is kept
 * for a few seconds, as bytes compressed once per coding, with the headers it was sent with. Its
 * inline scripts are allowed by their hashes instead of the nonce they were rendered with, so the
 * body never changes.
 */

/** Any of these (and anything named like a session) makes the page the visitor's own. */
const PERSONAL_COOKIES = new Set([TOKEN_COOKIE, CART_COOKIE, 'XSRF-TOKEN'])
const SESSION_LIKE = /session|token|csrf|xsrf|cart/i
const MAX_PAGE_BYTES = 2 * 1024 * 1024

/** What the renderer reports to; an error while rendering keeps the page out of the cache. */
export interface PageLog {
  error(obj: unknown, msg?: string): void
  warn(obj: unknown, msg?: string): void
}

export type RenderPage = (log: PageLog) => Promise<Response>
export type SendPage = (
  reply: FastifyReply,
  response: Response,
) => FastifyReply | Promise<FastifyReply>

export function isAnonymousPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.headers.authorization) return false
  // The back office's pages are never kept, not even the sign-in form an anonymous visitor gets:
  // they answer `private, no-store` anyway, and this holds whatever a route's headers say.
  if (isAdminWebPath(request.url)) return false
  return Object.keys(request.cookies ?? {}).every(
    (name) => !PERSONAL_COOKIES.has(name) && !SESSION_LIKE.test(name),
  )
}

/**
 * Bots get the whole document at once and visitors a streamed one (entry.server.tsx): the kind is
 * in the key, with the path and query. Absolute URLs in a page come from the site's address, so the
 * Host a request carries never makes a page of its own.
 */
function pageKey(request: FastifyRequest): string {
  const agent = request.headers['user-agent']
  const kind = agent && isBotAgent(agent) ? 'bot' : 'web'
  return `${kind} ${request.url}`
}

// Visitors send a limited set of agents; isbot's expression is matched once per agent.
const isBotAgent = rememberedCheck(isbot, 1024)

function keepable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false
  if (response.headers.has('set-cookie')) return false
  if (/private|no-store/i.test(response.headers.get('cache-control') ?? '')) return false
  return /^text\/html/i.test(response.headers.get('content-type') ?? '')
}

function trackErrors(log: FastifyBaseLogger, failed: { value: boolean }): PageLog {
  return {
    error(obj, msg) {
      failed.value = true
      log.error(obj, msg)
    },
    warn(obj, msg) {
      log.warn(obj, msg)
    },
  }
}

export interface PageCache {
  readonly enabled: boolean
  /**
   * Sends the kept page of a request known to carry no identity (no cookie, no authorization),
   * if there is one (true when it did): before any other hook, as a bare server would send it.
   */
  answerFromAddress(request: FastifyRequest, reply: FastifyReply): boolean
  /** Answers from the cache, or renders (and keeps the page when it may be kept). */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    render: RenderPage,
    send: SendPage,
  ): Promise<FastifyReply>
  clear(): void
  readonly size: number
  /** Hits and misses of the pages looked up (bypassed requests are neither). */
  readonly counts: CacheCounts
}

export function createPageCache({
  ttlMs,
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  changes,
}: {
  ttlMs: number
  maxEntries?: number
  maxBytes?: number
  /** Pages show the catalogue, the site's settings and place names: a change of any clears them. */
  changes?: ChangeBus
}): PageCache {
  const pages = new ReadCache<KeptAnswer>({
    ttlMs,
    maxEntries,
    maxSize: maxBytes,
    // The compressed copies it may grow later are a fraction of the page itself.
    sizeOf: (page) => Math.ceil(page.body.identity.byteLength * 1.5),
    ...(changes ? { dependsOn: { bus: changes, topics: CHANGE_TOPICS } } : {}),
  })

  return {
    get enabled() {
      return pages.enabled
    },
    get size() {
      return pages.size
    },
    counts: pages.counts,
    clear: () => pages.clear(),

    answerFromAddress(request, reply) {
      if (!pages.enabled || request.method !== 'GET') return false
      const page = pages.find(pageKey(request))
      if (page === undefined) return false
      page.send(request, reply)
      return true
    },

    async serve(request, reply, render, send) {
      if (!pages.enabled) return send(reply, await render(request.log))
      if (!isAnonymousPageRequest(request)) {
        reply.header('x-cache', 'BYPASS')
        return send(reply, await render(request.log))
      }
      const key = pageKey(request)
      const cached = pages.get(key)
      if (cached) return cached.send(request, reply)
      const filling = pages.filling(key)
      if (filling) {
        const page = await filling
        if (page) return page.send(request, reply)
      }
      // Claimed before the render starts, so that identical requests wait for this one.
      const fill = filling ? undefined : pages.claim(key)
      const failed = { value: false }
      let response: Response
      try {
        response = await render(trackErrors(request.log, failed))
      } catch (error) {
        fill?.(undefined)
        throw error
      }
      reply.header('x-cache', 'MISS')
      if (!fill || !keepable(response)) {
        fill?.(undefined)
        return send(reply, response)
      }
      const nonce = reply.raw.cspNonce ?? ''
      // Whatever happens to the response, the waiters are released when it ends.
      reply.raw.once('close', () => fill(undefined))
      const chunks: Uint8Array[] = []
      let bytes = 0
      const copy = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          bytes += chunk.byteLength
          if (bytes <= MAX_PAGE_BYTES) chunks.push(chunk)
          controller.enqueue(chunk)
        },
        flush() {
          if (failed.value || bytes > MAX_PAGE_BYTES) return fill(undefined)
          const html = Buffer.concat(chunks).toString('utf8')
          // The response's headers (the page's, then the security headers) are all set by now.
          const headers = reply.getHeaders()
          const policy = headers['content-security-policy']
          const csp = typeof policy === 'string' ? cspForInlineScripts(policy, nonce, html) : null
          const kept: Record<string, string> = csp ? { 'content-security-policy': csp } : {}
          fill(new KeptAnswer(new EncodedBody(html), headers, kept))
        },
      })
      const streamed = new Response(response.body!.pipeThrough(copy), {
        status: response.status,
        headers: response.headers,
      })
      return send(reply, streamed)
    },
  }
}
