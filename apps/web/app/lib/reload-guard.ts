export const RELOAD_GUARD_MS = 10_000
export const GUARD_KEY = 'phiencho:last-reload'

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>

interface ReloadOptions {
  storage: GuardStorage
  reload: () => void
  now?: number
}

/**
 * Whether the page may reload now, remembering it when so: not when it already reloaded itself
 * in the last `windowMs` (kept in `storage`, sessionStorage in the browser, so the guard survives
 * the reload). Self-contained, as the page's inline start script carries its text.
 */
export function claimReload(
  storage: GuardStorage,
  key: string,
  windowMs: number,
  now: number,
): boolean {
  try {
    const last = Number(storage.getItem(key))
    if (Number.isFinite(last) && last > 0 && now - last < windowMs && now >= last) return false
    storage.setItem(key, String(now))
    return true
  } catch {
    // Without a place to remember the last reload, a reload could loop: stay on the page.
    return false
  }
}

/** Reloads unless the page already reloaded itself in the last 10 s. Returns whether it did. */
export function reloadWithGuard({ storage, reload, now = Date.now() }: ReloadOptions): boolean {
  if (!claimReload(storage, GUARD_KEY, RELOAD_GUARD_MS, now)) return false
  reload()
  return true
}

/** The browser's page reload, guarded. */
export function reloadPage(): boolean {
  return reloadWithGuard({ storage: window.sessionStorage, reload: () => window.location.reload() })
}

export const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

/** A lazy route chunk that no longer exists (a new build replaced it) or did not arrive. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message)
}
