import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { EncodedBody } from './encoded-body.ts'
import { ReadCache } from './read-cache.ts'

export interface CatalogCache {
  /** Serialized JSON answers of the catalogue read routes, by route and normalized input. */
  readonly payloads: ReadCache<EncodedBody>
  /**
   * The catalogue changed (products, prices, stock, categories, stores, brands): forget every
   * cached answer here and, with Redis, in every other server process.
   */
  invalidate(): Promise<void>
  /** Runs `listener` on every invalidation, local or announced by another process. */
  onInvalidate(listener: () => void): () => void
  close(): Promise<void>
}

export interface CatalogCacheOptions {
  ttlMs: number
  redisUrl?: string | undefined
  /** Redis channel on which processes announce catalogue changes. */
  channel: string
  /** Hear other processes' announcements (false: a one-shot announcer such as `npm run seed`). */
  listen?: boolean
  log: { warn(obj: unknown, msg?: string): void }
}

export function createCatalogCache({
  ttlMs,
  redisUrl,
  channel,
  listen = true,
  log,
}: CatalogCacheOptions): CatalogCache {
  const payloads = new ReadCache<EncodedBody>({
    ttlMs,
    maxEntries: 2000,
    maxSize: 64 * 1024 * 1024,
    // The compressed copies it may grow later are a fraction of the JSON itself.
    sizeOf: (body) => Math.ceil(body.identity.byteLength * 1.5),
  })
  const listeners = new Set<() => void>()
  const forget = () => {
    payloads.clear()
    for (const listener of listeners) listener()
  }

  const self = randomUUID()
  let publisher: Redis | undefined
  let subscriber: Redis | undefined
  if (redisUrl) {
    const onError = (err: Error) => log.warn({ err }, 'catalogue cache: Redis error')
    publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 })
    publisher.on('error', onError)
    if (listen) {
      // Subscribed on every (re)connection, also when Redis was down at start-up.
      const sub = new Redis(redisUrl, { autoResubscribe: false })
      subscriber = sub
      sub.on('error', onError)
      let wasReady = false
      sub.on('ready', () => {
        // Announcements made while this connection was down are lost: start over.
        if (wasReady) forget()
        wasReady = true
        sub.subscribe(channel).catch(onError)
      })
      sub.on('message', (_channel: string, from: string) => {
        if (from !== self) forget()
      })
    }
  }

  return {
    payloads,
    async invalidate() {
      forget()
      await publisher
        ?.publish(channel, self)
        .catch((err: unknown) => log.warn({ err }, 'catalogue change not announced'))
    },
    onInvalidate(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      listeners.clear()
      payloads.clear()
      await Promise.all(
        [publisher, subscriber].filter((redis) => redis !== undefined).map(closeRedis),
      )
    },
  }
}

async function closeRedis(redis: Redis): Promise<void> {
  // QUIT waits for a reply that a broken connection never gives.
  if (redis.status !== 'ready') return redis.disconnect()
  await redis.quit().catch(() => redis.disconnect())
}
