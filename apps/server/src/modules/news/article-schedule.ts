import { sql } from 'drizzle-orm'
import { type Db, selectRows } from '../../db/client.ts'

export interface ScheduledArticlesSweep {
  /** Scheduled articles whose time had come, now published. */
  published: number
  /** The next scheduled article's time within `horizonMs`, else null. */
  nextAt: Date | null
}

/**
 * Publishes the scheduled articles whose time has come, in one statement (a second run finds
 * nothing left), and tells when the next one within `horizonMs` is due, for a run to be queued
 * then. The update fires `articles_edited`, which announces the change, so the news caches forget.
 */
export async function publishScheduledArticles(
  db: Db,
  horizonMs = 90_000,
): Promise<ScheduledArticlesSweep> {
  const [row] = await selectRows<{ published: number; next_ms: number | null }>(
    db,
    sql`with published as (
        update articles set status = 'published', updated_at = now()
        where status = 'scheduled' and published_at <= now()
        returning id)
      select (select count(*)::int from published) as published,
        (select (extract(epoch from min(published_at)) * 1000)::float8 from articles
          where status = 'scheduled' and published_at > now()
            and published_at <= now() + ${horizonMs}::int * interval '1 millisecond') as next_ms`,
  )
  return {
    published: row?.published ?? 0,
    nextAt: row?.next_ms != null ? new Date(row.next_ms) : null,
  }
}
