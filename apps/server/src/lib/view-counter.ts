import type { FastifyBaseLogger } from 'fastify'
import type { HitCounter } from './hit-counter.ts'

/** A visitor's views of one page within this window count once. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000

export interface PageView {
  /** What was viewed, e.g. `article:12`. */
  item: string
  /** Who viewed it: the client IP. */
  visitor: string
  /** Adds one to the stored count. */
  write: () => Promise<unknown>
}

/**
 * Counts a page view once per visitor and window: reloads and crawlers hammering a page add one,
 * and the row is written once per visitor instead of on every request. The window lives in the
 * shared hit counter (Redis when configured), so several server processes agree on it. A view that
 * cannot be counted is logged, never an error for the reader.
 */
export async function countView(
  hits: HitCounter,
  log: FastifyBaseLogger,
  view: PageView,
): Promise<void> {
  try {
    const { count } = await hits.hit(`view:${view.item}:${view.visitor}`, VIEW_WINDOW_MS)
    if (count === 1) await view.write()
  } catch (err) {
    log.warn({ err, item: view.item }, 'page view not counted')
  }
}
