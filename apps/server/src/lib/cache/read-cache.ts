import { LRUCache } from 'lru-cache'
import type { ChangeBus, ChangeTopic } from './change-bus.ts'

export interface ReadCacheOptions<V> {
  /** How long an entry is served; 0 turns the cache off. */
  ttlMs: number
  maxEntries: number
  /** Bound on the sum of `sizeOf` over the entries. */
  maxSize: number
  sizeOf: (value: V) => number
  /** What the entries are made of: a change announced on any of these topics clears them. */
  dependsOn?: { bus: ChangeBus; topics: readonly ChangeTopic[] }
}

// Addresses can be long (a URL of many kilobytes); their total is bounded, not only their number.
const ALIAS_BYTES_MAX = 8 * 1024 * 1024

/** Lookups of a cache since the process started (read by `/metrics`). */
export interface CacheCounts {
  hits: number
  misses: number
}

/** Settles a claim: the value to keep, or undefined when the answer must not be kept. */
export type Fill<V> = (value: V | undefined) => void

/**
 * A bounded, short-lived read-through cache in process memory (docs/decisions/007-read-caches.md,
 * 030-one-cache-one-invalidation-bus.md). One request per key fills it while the others wait for
 * that answer (no stampede when an entry expires under load), and `clear()` drops everything,
 * including fills that started before it; so does a change of a topic it depends on.
 */
export class ReadCache<V extends object | string> {
  readonly enabled: boolean
  readonly counts: CacheCounts = { hits: 0, misses: 0 }
  readonly #entries: LRUCache<string, V> | null
  readonly #filling = new Map<string, { promise: Promise<V | undefined> }>()
  readonly #aliases: LRUCache<string, string> | null
  #generation = 0

  constructor(options: ReadCacheOptions<V>) {
    this.enabled = options.ttlMs > 0
    this.#entries = this.enabled
      ? new LRUCache<string, V>({
          max: options.maxEntries,
          maxSize: options.maxSize,
          sizeCalculation: (value) => Math.max(1, options.sizeOf(value)),
          ttl: options.ttlMs,
          // Expiry is checked on read; no timer per entry.
          ttlAutopurge: false,
        })
      : null
    this.#aliases = this.enabled
      ? new LRUCache<string, string>({
          max: options.maxEntries * 2,
          maxSize: ALIAS_BYTES_MAX,
          sizeCalculation: (key, alias) => key.length + alias.length,
          ttl: options.ttlMs,
          ttlAutopurge: false,
        })
      : null
    const changes = options.dependsOn
    for (const topic of changes?.topics ?? []) changes!.bus.on(topic, () => this.clear())
  }

  /** The value kept under `key`, counted as a hit or a miss. */
  get(key: string): V | undefined {
    if (!this.#entries) return undefined
    const value = this.#entries.get(key)
    if (value === undefined) this.counts.misses++
    else this.counts.hits++
    return value
  }

  /**
   * As `get`, for an early look that a `get` follows when it finds nothing: only a hit is
   * counted, so that a request is one hit or one miss.
   */
  find(key: string): V | undefined {
    const value = this.#entries?.get(key)
    if (value !== undefined) this.counts.hits++
    return value
  }

  /**
   * The value kept under the key that `alias` was given for, if both are still here. An alias is
   * a cheaper name for a key: the raw request address, known before any validation. An early
   * look, counted as `find` is.
   */
  getByAlias(alias: string): V | undefined {
    const key = this.#aliases?.get(alias)
    return key === undefined ? undefined : this.find(key)
  }

  /** Names `key` by `alias` too, for as long as the key's value would be kept. */
  alias(alias: string, key: string): void {
    this.#aliases?.set(alias, key)
  }

  /** The answer another request is producing for `key` right now, if any. */
  filling(key: string): Promise<V | undefined> | undefined {
    return this.#filling.get(key)?.promise
  }

  /** Marks `key` as being produced by the caller, who must settle the returned fill (once). */
  claim(key: string): Fill<V> {
    const generation = this.#generation
    let resolve!: (value: V | undefined) => void
    const entry = { promise: new Promise<V | undefined>((r) => (resolve = r)) }
    this.#filling.set(key, entry)
    let settled = false
    return (value) => {
      if (settled) return
      settled = true
      if (this.#filling.get(key) === entry) this.#filling.delete(key)
      // An answer produced before a clear() may predate the change that caused it.
      if (value !== undefined && generation === this.#generation) this.#entries?.set(key, value)
      resolve(value)
    }
  }

  clear(): void {
    this.#generation++
    this.#entries?.clear()
    this.#aliases?.clear()
    this.#filling.clear()
  }

  get size(): number {
    return this.#entries?.size ?? 0
  }
}
