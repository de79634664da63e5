import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'

/**
 * What a kept answer can depend on. `catalog`: products, prices, stock, categories, stores, brands,
 * classifieds; `settings`: the website settings row.
 */
export type ChangeTopic = 'catalog' | 'settings'
export const CHANGE_TOPICS: readonly ChangeTopic[] = ['catalog', 'settings']

/** The Redis channel on which processes announce a change of `topic`. */
export const changeChannel = (prefix: string, topic: ChangeTopic) => `${prefix}:${topic}:changed`

/**
 * The one way a write tells the caches that what they keep is stale
 * (docs/decisions/030-one-cache-one-invalidation-bus.md): it announces its topic, and every cache
 * that subscribed to the topic forgets, in this process and, with Redis, in every other one.
 */
export interface ChangeBus {
  announce(topic: ChangeTopic): Promise<void>
  /** Runs `listener` on every change of `topic`, announced here or by another process. */
  on(topic: ChangeTopic, listener: () => void): () => void
  close(): Promise<void>
}

export interface ChangeBusOptions {
  redisUrl?: string | undefined
  /** Channels are `<prefix>:<topic>:changed`. */
  channelPrefix: string
  /** Hear other processes' announcements (false: a one-shot announcer such as `npm run seed`). */
  listen?: boolean
  log: { warn(obj: unknown, msg?: string): void }
}

export function createChangeBus({
  redisUrl,
  channelPrefix,
  listen = true,
  log,
}: ChangeBusOptions): ChangeBus {
  const listeners = new Map<ChangeTopic, Set<() => void>>(
    CHANGE_TOPICS.map((topic) => [topic, new Set()]),
  )
  const changed = (topic: ChangeTopic) => {
    for (const listener of listeners.get(topic)!) listener()
  }
  const topicOf = new Map(
    CHANGE_TOPICS.map((topic) => [changeChannel(channelPrefix, topic), topic]),
  )

  // Each message carries its sender, which has already forgotten locally.
  const self = randomUUID()
  let publisher: Redis | undefined
  let subscriber: Redis | undefined
  if (redisUrl) {
    const onError = (err: Error) => log.warn({ err }, 'change bus: Redis error')
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
        if (wasReady) CHANGE_TOPICS.forEach(changed)
        wasReady = true
        sub.subscribe(...topicOf.keys()).catch(onError)
      })
      sub.on('message', (channel: string, from: string) => {
        const topic = topicOf.get(channel)
        if (topic && from !== self) changed(topic)
      })
    }
  }

  return {
    async announce(topic) {
      changed(topic)
      await publisher
        ?.publish(changeChannel(channelPrefix, topic), self)
        .catch((err: unknown) => log.warn({ err, topic }, 'change not announced'))
    },
    on(topic, listener) {
      const set = listeners.get(topic)!
      set.add(listener)
      return () => set.delete(listener)
    },
    async close() {
      for (const set of listeners.values()) set.clear()
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
