/**
 * What a kept answer can depend on, as the database's triggers name it (migration 0018):
 * `catalog`: products, variants, pictures, prices, shown stock, categories, stores, brands,
 * classifieds, news and the names they show; `settings`: the website settings row; `geo`: the
 * provinces and wards.
 */
export type ChangeTopic = 'catalog' | 'settings' | 'geo'
export const CHANGE_TOPICS: readonly ChangeTopic[] = ['catalog', 'settings', 'geo']

const isTopic = (value: string): value is ChangeTopic =>
  (CHANGE_TOPICS as readonly string[]).includes(value)

/**
 * Where the caches of a process hear that what they keep is stale
 * (docs/decisions/043-changes-announced-by-the-database.md). Writers announce nothing: the
 * database does, for every committed write of every process (`DbHandle.changes`), and the bus
 * runs the subscribers of the topic.
 */
export interface ChangeBus {
  /** Runs `listener` on every change of `topic`; answers the function that stops. */
  on(topic: ChangeTopic, listener: () => void): () => void
  /**
   * Runs this process's subscribers of `topic`, of every topic when null (changes may have been
   * missed). What the database's announcements call; a test may call it to start afresh.
   */
  changed(topic: ChangeTopic | null): void
  /** A topic as the database sent it; one this version does not know is ignored. */
  heard(topic: string | null): void
  close(): void
}

export function createChangeBus(): ChangeBus {
  const listeners = new Map<ChangeTopic, Set<() => void>>(
    CHANGE_TOPICS.map((topic) => [topic, new Set()]),
  )
  const changed = (topic: ChangeTopic | null) => {
    for (const one of topic === null ? CHANGE_TOPICS : [topic]) {
      for (const listener of listeners.get(one)!) listener()
    }
  }
  return {
    on(topic, listener) {
      const set = listeners.get(topic)!
      set.add(listener)
      return () => set.delete(listener)
    },
    changed,
    heard(topic) {
      if (topic === null || isTopic(topic)) changed(topic)
    },
    close() {
      for (const set of listeners.values()) set.clear()
    },
  }
}
