import { asc, eq, sql } from 'drizzle-orm'
import { type Db, selectRows, type Tx } from '../../db/client.ts'
import { classified_topics } from './classifieds.tables.ts'

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

export type TopicValues = Partial<
  Pick<typeof classified_topics.$inferInsert, 'name' | 'description' | 'icon' | 'is_hidden'>
>

/** The new topic's id, last in order; undefined when its slug is taken. */
export async function insertTopic(
  tx: Tx,
  values: { name: string; slug: string; description: string | null; icon: string | null },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(classified_topics)
    .values({
      ...values,
      position: sql`(select coalesce(max(position), -1) + 1 from classified_topics)`,
    })
    .onConflictDoNothing({ target: classified_topics.slug })
    .returning({ id: classified_topics.id })
  return row?.id
}

export async function lockTopic(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(classified_topics)
    .where(eq(classified_topics.id, id))
    .for('update')
  return row
}

export async function updateTopic(tx: Tx, id: number, values: TopicValues) {
  await tx
    .update(classified_topics)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(classified_topics.id, id))
}

export async function lockTopicIds(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: classified_topics.id })
    .from(classified_topics)
    .orderBy(asc(classified_topics.position), asc(classified_topics.id))
    .for('update')
  return rows.map((row) => row.id)
}

/** Positions 0, 1, 2… in the order of `ids`, in one statement. */
export async function setTopicPositions(tx: Tx, ids: number[]) {
  await tx.execute(sql`update classified_topics t set position = o.pos - 1, updated_at = now()
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, pos)
    where t.id = o.id and t.position <> o.pos - 1`)
}
