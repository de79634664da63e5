import { RECENTLY_VIEWED_MAX } from '@phiencho/contracts'

/** The browser's list of products viewed, newest first: product ids only, the cards come fresh. */
export const VIEWED_KEY = 'phiencho.recently-viewed'

/** The ids kept under the key; anything else there (edited by hand, an old format) reads as none. */
export function readViewedIds(storage: Pick<Storage, 'getItem'>): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(VIEWED_KEY) ?? '[]')
    if (!Array.isArray(value)) return []
    const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0)
    return [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX)
  } catch {
    return []
  }
}

/** Puts `id` first (once), keeps the newest ones and answers the list as it was before. */
export function rememberViewed(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  id: number,
): number[] {
  const before = readViewedIds(storage)
  const after = [id, ...before.filter((seen) => seen !== id)].slice(0, RECENTLY_VIEWED_MAX)
  try {
    storage.setItem(VIEWED_KEY, JSON.stringify(after))
  } catch {
    // Storage full or refused (private mode): the shop works without the list.
  }
  return before
}

export function forgetViewed(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(VIEWED_KEY)
  } catch {
    // As above.
  }
}
