import type { AdminClassifiedTab, ClassifiedStatus } from '@phiencho/contracts'
import { sql, type SQL } from 'drizzle-orm'
import { containsPattern } from '../../lib/like-pattern.ts'
import { type Db, selectRows, type Tx } from '../../db/client.ts'
import type { ImageRow } from './classifieds.repository.ts'

// The moderation queue, in SQL over the alias `c` (classified_ads) and `u` (its poster).

/** Approved ads of the poster of `c` (see `approvedAd`): published, expired, or hidden by them. */
const approvedOf = sql`(a.status in ('published', 'expired')
  or (a.status = 'hidden' and not a.hidden_by_moderator))`

const openReports = sql`(select count(*)::int from classified_reports r
  where r.ad_id = c.id and r.status = 'open')`

export const posterColumns = sql`u.id as poster_id, u.name as poster_name,
  u.email as poster_email, u.phone as poster_phone,
  (select count(*)::int from classified_ads a where a.user_id = u.id and ${approvedOf})
    as approved_count,
  (select count(*)::int from classified_ads a where a.user_id = u.id and a.status = 'rejected')
    as rejected_count,
  b.reason as block_reason, b.created_at as blocked_at`

const adColumns = sql`c.id, c.slug, c.title, c.price::float8 as price,
  case when c.status = 'published' and c.expires_at <= now() then 'expired'
    else c.status::text end as status,
  c.expires_at <= now() as is_expired, c.hidden_by_moderator, c.moderation_note,
  c.created_at, c.updated_at, c.bumped_at, c.expires_at,
  t.id as topic_id, t.name as topic_name, t.slug as topic_slug, p.name as province_name,
  (select json_build_object('path', i.path, 'width', i.width, 'height', i.height)
     from classified_images i where i.ad_id = c.id order by i.position, i.id limit 1) as image,
  (select count(*)::int from classified_images i where i.ad_id = c.id) as image_count,
  ${openReports} as open_report_count, ${posterColumns}`

const adJoins = sql`from classified_ads c
  join classified_topics t on t.id = c.topic_id
  join users u on u.id = c.user_id
  left join provinces p on p.code = c.province_code
  left join classified_poster_blocks b on b.user_id = c.user_id`

export interface PosterRow {
  poster_id: number
  poster_name: string
  poster_email: string
  poster_phone: string | null
  approved_count: number
  rejected_count: number
  block_reason: string | null
  blocked_at: Date | string | null
}

export interface AdminAdRow extends PosterRow {
  id: number
  slug: string
  title: string
  price: number | null
  status: ClassifiedStatus
  is_expired: boolean
  hidden_by_moderator: boolean
  moderation_note: string | null
  created_at: Date | string
  updated_at: Date | string
  bumped_at: Date | string
  expires_at: Date | string
  topic_id: number
  topic_name: string
  topic_slug: string
  province_name: string | null
  image: ImageRow | null
  image_count: number
  open_report_count: number
}

const tabSql: Record<AdminClassifiedTab, SQL> = {
  pending: sql`c.status = 'pending'`,
  reported: sql`exists (select 1 from classified_reports r where r.ad_id = c.id and r.status = 'open')`,
  published: sql`c.status = 'published'`,
  hidden: sql`c.status = 'hidden'`,
  rejected: sql`c.status = 'rejected'`,
  all: sql`true`,
}

// The longest waiting first where someone waits: since it was (re)submitted, or first reported.
const orderSql: Record<AdminClassifiedTab, SQL> = {
  pending: sql`c.bumped_at asc, c.id asc`,
  reported: sql`(select min(r.created_at) from classified_reports r
    where r.ad_id = c.id and r.status = 'open') asc, c.id asc`,
  published: sql`c.created_at desc, c.id desc`,
  hidden: sql`c.updated_at desc, c.id desc`,
  rejected: sql`c.updated_at desc, c.id desc`,
  all: sql`c.created_at desc, c.id desc`,
}

export interface QueueFilters {
  q?: string | undefined
  topic?: string | undefined
}

function filterSql(filters: QueueFilters): SQL {
  const parts: SQL[] = [sql`true`]
  if (filters.q) {
    const pattern = containsPattern(filters.q)
    parts.push(sql`public.f_unaccent(lower(c.title || ' ' || c.body || ' ' || u.name || ' ' ||
      u.email || ' ' || coalesce(u.phone, '') || ' ' || c.contact_phone))
      like public.f_unaccent(lower(${pattern}))`)
  }
  if (filters.topic) parts.push(sql`t.slug = ${filters.topic}`)
  return sql.join(parts, sql` and `)
}

export function selectQueuePage(
  db: Db,
  tab: AdminClassifiedTab,
  filters: QueueFilters,
  limit: number,
  offset: number,
): Promise<AdminAdRow[]> {
  return selectRows<AdminAdRow>(
    db,
    sql`select ${adColumns} ${adJoins}
      where ${tabSql[tab]} and ${filterSql(filters)}
      order by ${orderSql[tab]} limit ${limit} offset ${offset}`,
  )
}

/** How many ads each tab holds under these filters. */
export async function countQueueTabs(
  db: Db,
  filters: QueueFilters,
): Promise<Record<AdminClassifiedTab, number>> {
  const tabs = Object.keys(tabSql) as AdminClassifiedTab[]
  const counts = sql.join(
    tabs.map((tab) => sql`count(*) filter (where ${tabSql[tab]})::int as ${sql.identifier(tab)}`),
    sql`, `,
  )
  const [row] = await selectRows<Record<AdminClassifiedTab, number>>(
    db,
    sql`select ${counts} ${adJoins} where ${filterSql(filters)}`,
  )
  return row!
}

export interface AdminAdDetailRow extends AdminAdRow {
  user_id: number
  body: string
  ward_name: string | null
  contact_name: string
  contact_phone: string
}

export async function selectAdminAd(db: Db | Tx, id: number) {
  const [row] = await selectRows<AdminAdDetailRow>(
    db,
    sql`select ${adColumns}, c.user_id, c.body, w.name as ward_name, c.contact_name,
        c.contact_phone
      ${adJoins} left join wards w on w.code = c.ward_code
      where c.id = ${id}`,
  )
  return row
}

/** A poster and their record; undefined for no such user. */
export async function selectPoster(db: Db | Tx, userId: number) {
  const [row] = await selectRows<PosterRow>(
    db,
    sql`select ${posterColumns} from users u
      left join classified_poster_blocks b on b.user_id = u.id where u.id = ${userId}`,
  )
  return row
}
