import type { AdminReviewTab, ReviewHeldFor, ReviewStatus } from '@phiencho/contracts'
import { eq, sql, type SQL } from 'drizzle-orm'
import { containsPattern } from '../../lib/like-pattern.ts'
import { type Db, selectRows, type Tx } from '../../db/client.ts'
import { type ReviewRow, reviewColumns } from './review-rows.ts'
import { product_reviews, review_reports } from './reviews.tables.ts'

export interface AdminReviewRow extends ReviewRow {
  product_name: string
  product_slug: string
  author_email: string
  order_code: string
  open_reports: Array<{ reason: string; created_at: string }>
}

const adminColumns = sql`${reviewColumns}, p.name as product_name, p.slug as product_slug,
  u.email as author_email, o.code as order_code,
  (select coalesce(json_agg(json_build_object('reason', rr.reason, 'created_at', rr.created_at)
      order by rr.created_at desc, rr.id desc), '[]'::json)
    from review_reports rr where rr.review_id = r.id and rr.status = 'open') as open_reports`

const adminJoins = sql`join products p on p.id = r.product_id
  join users u on u.id = r.user_id
  join order_items oi on oi.id = r.order_item_id
  join orders o on o.id = oi.order_id`

const reported = sql`exists (select 1 from review_reports rr
  where rr.review_id = r.id and rr.status = 'open')`

const tabSql: Record<AdminReviewTab, SQL> = {
  pending: sql`r.status = 'pending'`,
  reported,
  published: sql`r.status = 'published'`,
  hidden: sql`r.status = 'hidden'`,
  all: sql`true`,
}

// The queue is worked oldest first; the other tabs show the latest first.
const orderOf = (tab: AdminReviewTab): SQL =>
  tab === 'pending' || tab === 'reported'
    ? sql`r.created_at asc, r.id asc`
    : sql`r.created_at desc, r.id desc`

export interface AdminFilters {
  /** Matched without marks or case (`public.f_unaccent`), anywhere in the fields. */
  q?: string | undefined
  rating?: number | undefined
}

/** Product name, author name or email, or body, marks and case ignored; and the stars. */
function filterSql(filters: AdminFilters): SQL {
  const parts: SQL[] = [sql`true`]
  if (filters.q) {
    const pattern = containsPattern(filters.q)
    parts.push(sql`public.f_unaccent(lower(p.name || ' ' || u.name || ' ' || u.email || ' ' ||
      r.body)) like public.f_unaccent(lower(${pattern}))`)
  }
  if (filters.rating !== undefined) parts.push(sql`r.rating = ${filters.rating}`)
  return sql.join(parts, sql` and `)
}

export function selectAdminPage(
  db: Db,
  tab: AdminReviewTab,
  filters: AdminFilters,
  limit: number,
  offset: number,
): Promise<AdminReviewRow[]> {
  return selectRows<AdminReviewRow>(
    db,
    sql`select ${adminColumns} from product_reviews r ${adminJoins}
      where ${tabSql[tab]} and ${filterSql(filters)}
      order by ${orderOf(tab)} limit ${limit} offset ${offset}`,
  )
}

/** How many reviews each tab holds under the same search and stars. */
export async function countByTab(
  db: Db,
  filters: AdminFilters,
): Promise<Record<AdminReviewTab, number>> {
  const [row] = await selectRows<Record<AdminReviewTab, number>>(
    db,
    sql`select count(*) filter (where r.status = 'pending')::int as pending,
        count(*) filter (where ${reported})::int as reported,
        count(*) filter (where r.status = 'published')::int as published,
        count(*) filter (where r.status = 'hidden')::int as hidden,
        count(*)::int as "all"
      from product_reviews r join products p on p.id = r.product_id
      join users u on u.id = r.user_id
      where ${filterSql(filters)}`,
  )
  return row ?? { pending: 0, reported: 0, published: 0, hidden: 0, all: 0 }
}

export async function selectAdminReview(
  db: Db | Tx,
  id: number,
): Promise<AdminReviewRow | undefined> {
  const [row] = await selectRows<AdminReviewRow>(
    db,
    sql`select ${adminColumns} from product_reviews r ${adminJoins} where r.id = ${id}`,
  )
  return row
}

export interface ModeratedState {
  status: ReviewStatus
  held_for: ReviewHeldFor | null
  hidden_reason: string | null
  published_at: Date | null
  reply: string | null
}

/** The review's moderated fields, locked for the moderator's change. */
export async function lockReview(tx: Tx, id: number): Promise<ModeratedState | undefined> {
  const [row] = await tx
    .select({
      status: product_reviews.status,
      held_for: product_reviews.held_for,
      hidden_reason: product_reviews.hidden_reason,
      published_at: product_reviews.published_at,
      reply: product_reviews.reply,
    })
    .from(product_reviews)
    .where(eq(product_reviews.id, id))
    .for('update')
  return row && { ...row, held_for: row.held_for as ReviewHeldFor | null }
}

export async function updateReview(
  tx: Tx,
  id: number,
  values: Partial<typeof product_reviews.$inferInsert>,
): Promise<void> {
  await tx.update(product_reviews).set(values).where(eq(product_reviews.id, id))
}

/** Closes the review's open reports as `status`; answers how many there were. */
export async function closeOpenReports(
  tx: Tx,
  reviewId: number,
  status: 'resolved' | 'dismissed',
): Promise<number> {
  const rows = await tx
    .update(review_reports)
    .set({ status })
    .where(sql`${review_reports.review_id} = ${reviewId} and ${review_reports.status} = 'open'`)
    .returning({ id: review_reports.id })
  return rows.length
}
