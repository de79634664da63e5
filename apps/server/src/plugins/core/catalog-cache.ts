import { TOKEN_COOKIE } from '@phiencho/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { EncodedBody, encodedReply } from '../../lib/cache/encoded-body.ts'
import { KeptAnswer } from '../../lib/cache/kept-answer.ts'
import type { ChangeTopic } from '../../lib/cache/change-bus.ts'
import { type CacheCounts, type Fill, ReadCache } from '../../lib/cache/read-cache.ts'
import { bearerToken, requiresSession, routeAuthOf } from './auth.ts'

export interface CatalogCache {
  /** Serialized JSON answers of the catalogue read routes, by route and normalized input. */
  readonly payloads: ReadCache<KeptAnswer>
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
  /** Hits and misses of the kept answers, by the topic they are made of. */
  readonly counts: Readonly<Record<ChangeTopic, CacheCounts>>
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
  bearerToken(request) !== null || request.cookies?.[TOKEN_COOKIE] !== undefined

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
      // Its 200 answers are encoded here, kept or not (onSend below); the others are short error
      // answers. Left to @fastify/compress, each would pay its two hooks and a negotiation.
      if (keeps && ttlMs > 0) route.compress = false
    })
    const keptAnswers = (topic: ChangeTopic, maxEntries: number) =>
      new ReadCache<KeptAnswer>({
        ttlMs,
        maxEntries,
        maxSize: 64 * 1024 * 1024,
        // The compressed copies it may grow later are a fraction of the JSON itself.
        sizeOf: (answer) => Math.ceil(answer.body.identity.byteLength * 1.5),
        dependsOn: { bus: app.changes, topics: [topic] },
      })
    const answers: Record<ChangeTopic, ReadCache<KeptAnswer>> = {
      catalog: keptAnswers('catalog', 2000),
      settings: keptAnswers('settings', 16),
    }
    const payloads = answers.catalog

    const maxAge = Math.ceil(ttlMs / 1000)
    const fills = new WeakMap<
      FastifyRequest,
      { key: string; fill: Fill<KeptAnswer>; kept: ReadCache<KeptAnswer> }
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
      invalidate: () => app.changes.announce('catalog'),
      onInvalidate: (listener) => app.changes.on('catalog', listener),
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
      if (topicOf(request) === undefined) return done(null, payload)
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
