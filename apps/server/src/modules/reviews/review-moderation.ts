import type { ReviewHeldFor, ReviewStatus } from '@phiencho/contracts'
import { tripsWordFilter } from './word-filter.ts'

export interface Moderation {
  status: ReviewStatus
  held_for: ReviewHeldFor | null
}

/**
 * A new review: held for a moderator when its words trip the filter, or when it carries photos
 * (a picture cannot be read by a word list); published at once otherwise.
 */
export function moderationOfNew(body: string, photoCount: number): Moderation {
  if (tripsWordFilter(body)) return { status: 'pending', held_for: 'words' }
  if (photoCount > 0) return { status: 'pending', held_for: 'photos' }
  return { status: 'published', held_for: null }
}

/**
 * After the author's edit: words that trip the filter, or new photos, wait for a moderator again;
 * a hidden review the author fixed goes back to the queue; anything else keeps its state.
 */
export function moderationAfterEdit(
  current: Moderation,
  body: string,
  photos: { changed: boolean; count: number },
): Moderation {
  if (tripsWordFilter(body)) return { status: 'pending', held_for: 'words' }
  if (photos.changed && photos.count > 0) return { status: 'pending', held_for: 'photos' }
  if (current.status === 'hidden') return { status: 'pending', held_for: null }
  return { status: current.status, held_for: current.held_for }
}
