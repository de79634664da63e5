import type { ClassifiedReportOutcome, ClassifiedReportStatus } from '@phiencho/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { type Db, selectRows, type Tx } from '../../db/client.ts'
import { users } from '../users/index.ts'
import { classified_reports } from './classifieds.tables.ts'
import type { ImageRow } from './classifieds.repository.ts'

export interface ReportGroupRow {
  ad_id: number
  slug: string
  title: string
  status: string
  hidden_by_moderator: boolean
  topic_id: number
  topic_name: string
  topic_slug: string
  image: ImageRow | null
  poster_id: number
  poster_name: string
}

const groupColumns = sql`c.id as ad_id, c.slug, c.title,
  case when c.status = 'published' and c.expires_at <= now() then 'expired'
    else c.status::text end as status,
  c.hidden_by_moderator, t.id as topic_id, t.name as topic_name, t.slug as topic_slug,
  (select json_build_object('path', i.path, 'width', i.width, 'height', i.height)
     from classified_images i where i.ad_id = c.id order by i.position, i.id limit 1) as image,
  u.id as poster_id, u.name as poster_name`
const groupJoins = sql`join classified_topics t on t.id = c.topic_id join users u on u.id = c.user_id`

/** The ad as a report group shows it. */
export function selectReportGroupOf(db: Db | Tx, adId: number): Promise<ReportGroupRow[]> {
  return selectRows<ReportGroupRow>(
    db,
    sql`select ${groupColumns} from classified_ads c ${groupJoins} where c.id = ${adId}`,
  )
}

/** Ads with reports of `status`: open ones the longest waiting first, closed ones latest first. */
export function selectReportGroups(
  db: Db,
  status: ClassifiedReportStatus,
  limit: number,
  offset: number,
): Promise<ReportGroupRow[]> {
  const order =
    status === 'open' ? sql`g.first_at asc, g.ad_id asc` : sql`g.last_at desc, g.ad_id desc`
  return selectRows<ReportGroupRow>(
    db,
    sql`with g as (
      select r.ad_id, min(r.created_at) as first_at,
        max(coalesce(r.handled_at, r.created_at)) as last_at
      from classified_reports r where r.status = ${status} group by r.ad_id
    )
    select ${groupColumns} from g join classified_ads c on c.id = g.ad_id ${groupJoins}
    order by ${order} limit ${limit} offset ${offset}`,
  )
}

/** Reports per status, and ads with reports of `status`. */
export async function countReports(db: Db, status: ClassifiedReportStatus) {
  const [row] = await selectRows<Record<ClassifiedReportStatus, number> & { ads: number }>(
    db,
    sql`select count(*) filter (where status = 'open')::int as open,
      count(*) filter (where status = 'resolved')::int as resolved,
      count(*) filter (where status = 'dismissed')::int as dismissed,
      count(distinct ad_id) filter (where status = ${status})::int as ads
    from classified_reports`,
  )
  return row!
}

/** The ad's open reports with their reporters' addresses, locked until commit. */
export function lockOpenReports(tx: Tx, adId: number) {
  return tx
    .select({
      id: classified_reports.id,
      created_at: classified_reports.created_at,
      reporter_name: users.name,
      reporter_email: users.email,
    })
    .from(classified_reports)
    .leftJoin(users, eq(users.id, classified_reports.reporter_id))
    .where(and(eq(classified_reports.ad_id, adId), eq(classified_reports.status, 'open')))
    .for('update', { of: classified_reports })
}

export async function closeOpenReports(
  tx: Tx,
  adId: number,
  close: {
    status: 'resolved' | 'dismissed'
    outcome: ClassifiedReportOutcome
    note: string | null
    handledBy: number
  },
) {
  await tx
    .update(classified_reports)
    .set({
      status: close.status,
      outcome: close.outcome,
      handler_note: close.note,
      handled_by: close.handledBy,
      handled_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(and(eq(classified_reports.ad_id, adId), eq(classified_reports.status, 'open')))
}
