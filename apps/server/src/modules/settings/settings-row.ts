import { LRUCache } from 'lru-cache'
import type { Db } from '../../db/client.ts'
import type { CacheCounts } from '../../lib/cache/read-cache.ts'
import { findWebsiteSettings } from './settings.repository.ts'

type SettingsRow = Awaited<ReturnType<typeof findWebsiteSettings>>

// Every page render and every cart view reads the one settings row: a few seconds of staleness is
// what the client accepts anyway (its staleTime). A settings change announced on the change bus
// forgets it at once (`forgetSettingsRow`, subscribed by the settings module).
const TTL_MS = 5_000

// By database: tests run several apps, each on a database of its own, in one process. Concurrent
// misses share one query, and a read that started before a `forgetSettingsRow` is not kept.
const rows = new LRUCache<Db, { row: SettingsRow }>({
  max: 16,
  ttl: TTL_MS,
  ttlAutopurge: false,
  // A read under way when the row is forgotten resolves to nothing rather than failing.
  allowStaleOnFetchAbort: true,
  fetchMethod: async (db) => ({ row: await findWebsiteSettings(db) }),
})

/** Lookups of the row in this process, whatever the database (read by `/metrics`). */
export const settingsRowCounts: CacheCounts = { hits: 0, misses: 0 }

/** The website settings row (undefined before the seed), read at most once per TTL per database. */
export async function loadSettingsRow(db: Db): Promise<SettingsRow> {
  let kept = rows.get(db)
  if (kept) {
    settingsRowCounts.hits++
  } else {
    settingsRowCounts.misses++
    kept = await rows.fetch(db)
  }
  // Forgotten while it was read: what it read may predate the change, so read again, unkept.
  return kept ? kept.row : findWebsiteSettings(db)
}

/** After a write to the settings: the next read goes to the database. */
export function forgetSettingsRow(db: Db) {
  rows.delete(db)
}
