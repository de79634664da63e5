import { REVIEW_WINDOW_DAYS } from '@phiencho/contracts'
import { sql, type SQL } from 'drizzle-orm'
import { type Db, selectRows } from '../../db/client.ts'
import { deliveredAtSql } from './review-writing.repository.ts'

export interface ReviewableLineRow {
  order_item_id: number
  order_code: string
  product_id: number | null
  product_slug: string | null
  product_name: string | null
  image: string | null
  name: string
  variant_name: string | null
  delivered_at: Date | string
  review_until: Date | string
  can_review: boolean
  review_id: number | null
}

const window = sql.raw(`interval '${REVIEW_WINDOW_DAYS} days'`)

/** The caller's lines of delivered or completed orders (along orders_user_id_placed_at_idx). */
function linesSql(userId: number, orderCode: string | undefined): SQL {
  const ofOrder = orderCode === undefined ? sql`` : sql`and o.code = ${orderCode}`
  return sql`select oi.id as order_item_id, o.code as order_code, oi.name, oi.variant_name,
      oi.image, p.id as product_id, p.slug as product_slug, p.name as product_name,
      d.delivered_at, d.delivered_at + ${window} as review_until, r.id as review_id,
      (r.id is null and p.id is not null and d.delivered_at + ${window} > now()) as can_review
    from orders o
    cross join lateral (select ${deliveredAtSql(sql`o.id`)} as delivered_at) d
    join order_items oi on oi.order_id = o.id
    left join products p on p.id = oi.product_id and p.listed
    left join product_reviews r on r.order_item_id = oi.id
    where o.user_id = ${userId} and o.status in ('delivered', 'completed')
      and d.delivered_at is not null ${ofOrder}`
}

/**
 * A page of those lines, the ones still to review first, soonest deadline first, then the others,
 * newest delivery first. A product the shop no longer shows cannot be reviewed, and is left out of
 * its line.
 */
export function findReviewableLines(
  db: Db,
  userId: number,
  orderCode: string | undefined,
  limit: number,
  offset: number,
): Promise<ReviewableLineRow[]> {
  return selectRows<ReviewableLineRow>(
    db,
    sql`select * from (${linesSql(userId, orderCode)}) lines
      order by can_review desc, case when can_review then review_until end asc,
        delivered_at desc, order_item_id desc
      limit ${limit} offset ${offset}`,
  )
}

export async function countReviewableLines(
  db: Db,
  userId: number,
  orderCode: string | undefined,
): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${linesSql(userId, orderCode)}) lines`,
  )
  return row?.n ?? 0
}
