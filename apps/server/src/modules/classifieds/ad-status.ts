import type { ClassifiedStatus } from '@phiencho/contracts'
import { and, eq, or, type SQL, sql } from 'drizzle-orm'
import { classified_ads } from './classifieds.tables.ts'

// The owner's side of ads. Expiry is not written by a job: a published ad past its expires_at
// reads as `expired` here and is left out of public lists by `liveAd`; a row stored as 'expired'
// (by a future job) reads the same. Renewing works from either.

export const pastExpiry = sql`${classified_ads.expires_at} <= now()`

/** What the owner sees. */
export const effectiveStatus = sql<ClassifiedStatus>`case when ${classified_ads.status} = 'published' and ${pastExpiry} then 'expired' else ${classified_ads.status}::text end`

export function statusIs(status: ClassifiedStatus): SQL {
  switch (status) {
    case 'published':
      return and(eq(classified_ads.status, 'published'), sql`not (${pastExpiry})`)!
    case 'expired':
      return or(
        eq(classified_ads.status, 'expired'),
        and(eq(classified_ads.status, 'published'), pastExpiry),
      )!
    default:
      return eq(classified_ads.status, status)
  }
}
