import { TOKEN_COOKIE } from '@phiencho/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { EncodedBody, encodedReply } from '../../lib/cache/encoded-body.ts'
import type { ChangeTopic } from '../../lib/cache/change-bus.ts'
import { type Fill, ReadCache } from '../../lib/cache/read-cache.ts'
import { bearerToken, requiresSession, routeAuthOf } from './auth.ts'

export interface CatalogCache {
  /** Serialized JSON answers of the catalogue read routes, by route and normalized input. */
  readonly payloads: ReadCache<EncodedBody>
  /**
   * The catalogue changed (products, prices, stock, categories, stores, brands): announces it on
   * the change bus, so that every cache made of the catalogue forgets, here and in every other
   * server process.
   */
  invalidate(): Promise<void>
  /** Runs `listener` on every catalogue change, announced here or by another process. */
  onInvalidate(listener: () => void): () => void
  /**
   * Sends the kept answer of an address answered before, if there is one (true when it did); the
   * same address always validates to the same key, so nothing past the routing is needed.
   */
  answerFromAddress(request: FastifyRequest, reply: FastifyReply): boolean
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
    /** Another read kept the same way, forgotten when its topic changes (`catalogCache` is `catalog`). */
    cachedAnswer?: ChangeTopic
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
  bearerToken(request) !== null || request.cookies[TOKEN_COOKIE] !== undefined

/**
 * The catalogue read cache (docs/decisions/007-read-caches.md): the serialized JSON of routes
 * marked `config: { catalogCache: true }`, so that a hit skips the database, the reply schema
 * check and JSON.stringify. `app.catalogCache.invalidate()` after any catalogue write.
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
    })
    const keptAnswers = (topic: ChangeTopic, maxEntries: number) =>
      new ReadCache<EncodedBody>({
        ttlMs,
        maxEntries,
        maxSize: 64 * 1024 * 1024,
        // The compressed copies it may grow later are a fraction of the JSON itself.
        sizeOf: (body) => Math.ceil(body.identity.byteLength * 1.5),
        dependsOn: { bus: app.changes, topics: [topic] },
      })
    const answers: Record<ChangeTopic, ReadCache<EncodedBody>> = {
      catalog: keptAnswers('catalog', 2000),
      settings: keptAnswers('settings', 16),
    }
    const payloads = answers.catalog

    const maxAge = Math.ceil(ttlMs / 1000)
    const fills = new WeakMap<
      FastifyRequest,
      { key: string; fill: Fill<EncodedBody>; kept: ReadCache<EncodedBody> }
    >()

    const topicOf = (request: FastifyRequest): ChangeTopic | undefined => {
      const config = request.routeOptions.config
      return config.catalogCache === true ? 'catalog' : config.cachedAnswer
    }
    const cacheOf = (request: FastifyRequest) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
      const topic = topicOf(request)
      const cache = topic && answers[topic]
      return cache && cache.enabled ? cache : undefined
    }
    const sendHit = (request: FastifyRequest, reply: FastifyReply, hit: EncodedBody) => {
      reply.header('x-cache', 'HIT').type('application/json; charset=utf-8')
      return reply.send(encodedReply(request, reply, hit))
    }

    const cache: CatalogCache = {
      payloads,
      invalidate: () => app.changes.announce('catalog'),
      onInvalidate: (listener) => app.changes.on('catalog', listener),
      answerFromAddress(request, reply) {
        const hit = cacheOf(request)?.getByAlias(request.url)
        if (hit === undefined) return false
        sendHit(request, reply, hit)
        return true
      },
    }
    app.decorate('catalogCache', cache)
    app.addHook('onClose', () => {
      for (const kept of Object.values(answers)) kept.clear()
    })

    app.addHook('preHandler', async (request, reply) => {
      const kept = cacheOf(request)
      if (!kept) return
      const key = catalogCacheKey(request)
      let hit = kept.get(key)
      if (hit === undefined) {
        const filling = kept.filling(key)
        if (filling) {
          hit = await filling
        } else if (request.method === 'GET') {
          // Claimed before any await, so that an identical request arriving now waits for this one.
          fills.set(request, { key, fill: kept.claim(key), kept })
        }
      } else {
        kept.alias(request.url, key)
      }
      if (hit !== undefined) return sendHit(request, reply, hit)
      reply.header('x-cache', 'MISS')
    })

    app.addHook('onSend', (request, reply, payload, done) => {
      if (topicOf(request) === undefined) return done(null, payload)
      const filling = fills.get(request)
      if (filling) {
        fills.delete(request)
        const { key, fill, kept } = filling
        if (reply.statusCode === 200 && typeof payload === 'string') {
          const body = new EncodedBody(payload)
          fill(body)
          kept.alias(request.url, key)
          payload = encodedReply(request, reply, body)
        } else {
          fill(undefined)
        }
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

/**
 * Kept answers sent by their address as soon as the request is known to be sound: after the
 * checks of its shape and Host, its security headers and its cookies (this plugin is registered
 * right after `security`), before the body, CSRF and validation stages that a GET of an address
 * answered before has nothing to give to. A request with a body type, or to a rate-limited route,
 * takes the whole way (the key is then found in `preHandler`).
 */
export const keptAnswersByAddress = fp(
  async function keptAnswersByAddress(app: FastifyInstance) {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.headers['content-type'] !== undefined || request.routeOptions.config.rateLimit) {
        return done()
      }
      if (!app.catalogCache.answerFromAddress(request, reply)) done()
    })
  },
  { name: 'kept-answers-by-address', dependencies: ['catalog-cache', 'security'] },
)
