import type { Db } from '../../db/client.ts'
import { findWebsiteSettings } from './settings.repository.ts'

type SettingsRow = Awaited<ReturnType<typeof findWebsiteSettings>>

// Every page render and every cart view reads the one settings row: a few seconds of staleness is
// what the client accepts anyway (its staleTime).
const TTL_MS = 5_000
const cache = new WeakMap<Db, { row: SettingsRow; expiresAt: number }>()

/** The website settings row (undefined before the seed), read at most once per TTL per database. */
export async function loadSettingsRow(db: Db): Promise<SettingsRow> {
  const hit = cache.get(db)
  if (hit && hit.expiresAt > Date.now()) return hit.row
  const row = await findWebsiteSettings(db)
  cache.set(db, { row, expiresAt: Date.now() + TTL_MS })
  return row
}

/** After a write to the settings: the next read goes to the database. */
export function forgetSettingsRow(db: Db) {
  cache.delete(db)
}
