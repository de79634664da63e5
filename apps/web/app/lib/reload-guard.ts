export const RELOAD_GUARD_MS = 10_000
const GUARD_KEY = 'phiencho:last-reload'

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>

interface ReloadOptions {
  storage: GuardStorage
  reload: () => void
  now?: number
}

/**
 * Reloads unless the page already reloaded itself in the last 10 s (kept in sessionStorage, so
 * the guard survives the reload). Returns whether it reloaded.
 */
export function reloadWithGuard({ storage, reload, now = Date.now() }: ReloadOptions): boolean {
  try {
    const last = Number(storage.getItem(GUARD_KEY))
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS && now >= last)
      return false
    storage.setItem(GUARD_KEY, String(now))
  } catch {
    // Without a place to remember the last reload, a reload could loop: stay on the page.
    return false
  }
  reload()
  return true
}

/** The browser's page reload, guarded. */
export function reloadPage(): boolean {
  return reloadWithGuard({ storage: window.sessionStorage, reload: () => window.location.reload() })
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

/** A lazy route chunk that no longer exists (a new build replaced it) or did not arrive. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message)
}
