import { Redis } from 'ioredis'

/** Fixed-window counters shared by every server process through Redis, or per process without it. */
export interface HitCounter {
  /** Adds one hit to `key`; returns the count in the current window and the ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>
  peek(key: string): Promise<{ count: number; resetMs: number }>
  reset(key: string): Promise<void>
  close(): Promise<void>
}

const SWEEP_FROM_KEYS = 50_000

export function createMemoryHitCounter(now: () => number = Date.now): HitCounter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  // Expired windows are dropped in a sweep once the map has grown to twice what the last sweep
  // left: each sweep is paid for by as many hits, however many keys stay live (views, IPs).
  let sweepAt = SWEEP_FROM_KEYS
  const live = (key: string) => {
    const entry = windows.get(key)
    if (entry && entry.resetAt <= now()) {
      windows.delete(key)
      return undefined
    }
    return entry
  }
  return {
    async hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs }
      entry.count += 1
      windows.set(key, entry)
      if (windows.size > sweepAt) {
        for (const k of windows.keys()) live(k)
        sweepAt = Math.max(SWEEP_FROM_KEYS, windows.size * 2)
      }
      return { count: entry.count, resetMs: entry.resetAt - now() }
    },
    async peek(key) {
      const entry = live(key)
      return entry
        ? { count: entry.count, resetMs: entry.resetAt - now() }
        : { count: 0, resetMs: 0 }
    },
    async reset(key) {
      windows.delete(key)
    },
    async close() {
      windows.clear()
    },
  }
}

export function createRedisHitCounter(url: string, prefix = 'phiencho:hits:'): HitCounter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 })
  return {
    async hit(key, windowMs) {
      const k = prefix + key
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(k)
        .pexpire(k, windowMs, 'NX')
        .pttl(k)
        .exec()) as [[null, number], [null, number], [null, number]]
      return { count, resetMs: ttl > 0 ? ttl : windowMs }
    },
    async peek(key) {
      const k = prefix + key
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)])
      return { count: Number(count ?? 0), resetMs: ttl > 0 ? ttl : 0 }
    },
    async reset(key) {
      await redis.del(prefix + key)
    },
    async close() {
      await redis.quit()
    },
  }
}
