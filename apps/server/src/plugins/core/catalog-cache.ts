import { TOKEN_COOKIE } from '@phiencho/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { EncodedBody, encodedReply } from '../../lib/cache/encoded-body.ts'
import { KeptAnswer } from '../../lib/cache/kept-answer.ts'
import type { ChangeTopic } from '../../lib/cache/change-bus.ts'
import { type CacheCounts, type Fill, ReadCache } from '../../lib/cache/read-cache.ts'
import { bearerToken, requiresSession, routeAuthOf } from './auth.ts'

/** The kinds of kept answers: the catalogue's reads and the website settings answer. */
export type KeptAnswerKind = 'catalog' | 'settings'

/** What each kind of kept answer is made of: a change of any of these topics clears it. */
const madeOf: Record<KeptAnswerKind, readonly ChangeTopic[]> = {
  // Stores and ads show province and ward names.
  catalog: ['catalog', 'geo'],
  settings: ['settings'],
}

export interface CatalogCache {
  /** Serialized JSON answers of the catalogue read routes, by route and normalized input. */
  readonly payloads: ReadCache<KeptAnswer>
  /**
   * Sends the kept answer of an address answered before, if there is one (true when it did); the
   * same address always validates to the same key, so nothing past the routing is needed.
   */
  answerFromAddress(request: FastifyRequest, reply: FastifyReply): boolean
  /** Hits and misses of the kept answers, by kind. */
  readonly counts: Readonly<Record<KeptAnswerKind, CacheCounts>>
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache
  }
  interface FastifyContextConfig {
    /**
     * A catalogue read whose answer is the same for every caller: kept in memory for
     * CATALOG_CACHE_TTL_MS and sent with a short `Cache-Control`.
     */
    catalogCache?: boolean
    /**
     * Another read kept the same way, forgotten when what it is made of changes (`catalogCache`
     * is `catalog`).
     */
    cachedAnswer?: KeptAnswerKind
  }
}

/**
 * Same input, same key: the route, then its validated params and query. Zod writes a validated
 * object's keys in its schema's order, whatever order the URL had, so their JSON needs no sorting
 * (sorting had cost 6 % of a cached list request). A route without a query schema answers the
 * same whatever the query says, so its query is left out: `?x=1` cannot fill the cache anew.
 */
export function catalogCacheKey(request: FastifyRequest): string {
  const { url, schema } = request.routeOptions
  const query = schema?.querystring ? JSON.stringify(request.query) : ''
  return `${url} ${JSON.stringify(request.params)} ${query}`
}

const hasCredentials = (request: FastifyRequest) =>
  bearerToken(request) !== null || request.cookies?.[TOKEN_COOKIE] !== undefined

/**
 * The catalogue read cache (docs/decisions/007-read-caches.md): the serialized JSON of routes
 * marked `config: { catalogCache: true }`, so that a hit skips the database, the reply schema
 * check and JSON.stringify. The database announces every committed change of what they are made
 * of (ADR 043); writers call nothing.
 */
export default fp(
  async function catalogCachePlugin(app: FastifyInstance) {
    const ttlMs = app.config.catalogCacheTtlMs
    // A kept answer is sent before the route's caller is checked, and is the same for everyone:
    // only a route anyone may call can keep its answers.
    app.addHook('onRoute', (route) => {
      const config = route.config as { catalogCache?: boolean; cachedAnswer?: string } | undefined
      const keeps = config?.catalogCache === true || config?.cachedAnswer !== undefined
      if (keeps && requiresSession(routeAuthOf(route))) {
        throw new Error(
          `${route.method} ${route.url} keeps its answers but requires a signed-in caller`,
        )
      }
      // Its 200 answers are encoded here, kept or not (onSend below); the others are short error
      // answers. Left to @fastify/compress, each would pay its two hooks and a negotiation.
      if (keeps && ttlMs > 0) route.compress = false
    })
    const keptAnswers = (kind: KeptAnswerKind, maxEntries: number) =>
      new ReadCache<KeptAnswer>({
        ttlMs,
        maxEntries,
        maxSize: 64 * 1024 * 1024,
        // The compressed copies it may grow later are a fraction of the JSON itself.
        sizeOf: (answer) => Math.ceil(answer.body.identity.byteLength * 1.5),
        dependsOn: { bus: app.changes, topics: madeOf[kind] },
      })
    const answers: Record<KeptAnswerKind, ReadCache<KeptAnswer>> = {
      catalog: keptAnswers('catalog', 2000),
      settings: keptAnswers('settings', 16),
    }
    const payloads = answers.catalog

    const maxAge = Math.ceil(ttlMs / 1000)
    const fills = new WeakMap<
      FastifyRequest,
      { key: string; fill: Fill<KeptAnswer>; kept: ReadCache<KeptAnswer> }
    >()

    const kindOf = (request: FastifyRequest): KeptAnswerKind | undefined => {
      const config = request.routeOptions.config
      return config.catalogCache === true ? 'catalog' : config.cachedAnswer
    }
    const cacheOf = (request: FastifyRequest) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
      const kind = kindOf(request)
      const cache = kind && answers[kind]
      return cache && cache.enabled ? cache : undefined
    }
    const sendHit = (request: FastifyRequest, reply: FastifyReply, hit: KeptAnswer) =>
      hit.send(request, reply)
    // What a kept answer is replayed with, whoever asks (onSend makes it private for a caller with
    // credentials).
    const publicHeaders = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': `public, max-age=${maxAge}`,
    }

    const cache: CatalogCache = {
      payloads,
      answerFromAddress(request, reply) {
        const hit = cacheOf(request)?.getByAlias(request.url)
        if (hit === undefined) return false
        sendHit(request, reply, hit)
        return true
      },
      counts: { catalog: answers.catalog.counts, settings: answers.settings.counts },
    }
    app.decorate('catalogCache', cache)
    app.addHook('onClose', () => {
      for (const kept of Object.values(answers)) kept.clear()
    })

    // A callback hook: an async one costs every request of the app a promise and a tick.
    app.addHook('preHandler', (request, reply, done) => {
      const kept = cacheOf(request)
      if (!kept) return done()
      const key = catalogCacheKey(request)
      const hit = kept.get(key)
      if (hit !== undefined) {
        kept.alias(request.url, key)
        return void sendHit(request, reply, hit)
      }
      const filling = kept.filling(key)
      if (filling) {
        filling.then((body) => {
          if (body !== undefined) return void sendHit(request, reply, body)
          reply.header('x-cache', 'MISS')
          done()
        }, done)
        return
      }
      // Claimed before any await, so that an identical request arriving now waits for this one.
      if (request.method === 'GET') fills.set(request, { key, fill: kept.claim(key), kept })
      reply.header('x-cache', 'MISS')
      done()
    })

    app.addHook('onSend', (request, reply, payload, done) => {
      if (kindOf(request) === undefined) return done(null, payload)
      const filling = fills.get(request)
      fills.delete(request)
      if (reply.statusCode === 200 && typeof payload === 'string' && ttlMs > 0) {
        const body = new EncodedBody(payload)
        if (filling) {
          filling.fill(new KeptAnswer(body, reply.getHeaders(), publicHeaders))
          filling.kept.alias(request.url, filling.key)
        }
        payload = encodedReply(request, reply, body)
      } else {
        filling?.fill(undefined)
      }
      if (reply.statusCode === 200) {
        // Browsers and shared caches may keep an answer as long as this process does. One sent to
        // a logged-in visitor stays out of shared caches, whatever it holds.
        const scope = hasCredentials(request) ? 'private' : 'public'
        reply.header('cache-control', maxAge > 0 ? `${scope}, max-age=${maxAge}` : 'no-cache')
      }
      done(null, payload)
    })

    // A request that ends without sending (aborted, failed in a hook) must not leave waiters.
    app.addHook('onResponse', (request, _reply, done) => {
      fills.get(request)?.fill(undefined)
      fills.delete(request)
      done()
    })
  },
  // Registered before `security`: this onSend hook must see the JSON before compression does.
  { name: 'catalog-cache', dependencies: ['config', 'change-bus'] },
)
