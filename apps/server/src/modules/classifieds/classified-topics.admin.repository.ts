import { sql } from 'drizzle-orm'
import { type Db, selectRows, type Tx } from '../../db/client.ts'

export interface AdminTopicRow {
  id: number
  name: string
  slug: string
  description: string | null
  icon: string | null
  position: number
  is_hidden: boolean
  ad_count: number
  live_ad_count: number
}

/** Every topic by position with its ads, all and those the public sees. */
export function selectAdminTopics(db: Db | Tx, id?: number): Promise<AdminTopicRow[]> {
  return selectRows<AdminTopicRow>(
    db,
    sql`select t.id, t.name, t.slug, t.description, t.icon, t.position, t.is_hidden,
      (select count(*)::int from classified_ads c where c.topic_id = t.id) as ad_count,
      (select count(*)::int from classified_ads c where c.topic_id = t.id and not t.is_hidden
        and c.status = 'published' and c.expires_at > now()) as live_ad_count
    from classified_topics t
    where ${id === undefined ? sql`true` : sql`t.id = ${id}`}
    order by t.position, t.id`,
  )
}
