import type { ReviewSort } from '@phiencho/contracts'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { type Db, selectRows, type Tx } from '../../db/client.ts'
import { products } from '../catalog/index.ts'
import { reviewColumns, reviewJoins, type ReviewRow } from './review-rows.ts'

export interface ListedProduct {
  id: number
  rating_count: number
  rating_average: number | null
  rating_histogram: number[]
}

/** A product the shop shows, with the rating its published reviews keep on it. */
export async function findListedProduct(
  db: Db | Tx,
  slug: string,
): Promise<ListedProduct | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      rating_count: products.rating_count,
      rating_average: products.rating_average,
      rating_histogram: products.rating_histogram,
    })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.listed, true)))
  return row
}

export interface PublishedFilters {
  productId: number
  star?: number | undefined
  withPhotos?: boolean | undefined
}

// Each order is that of one partial index of published reviews (newest, helpful, or the
// photos'), whose trailing rating and has_photos columns filter a star without reading the table.
// `nulls last` as the indexes have it: a plain `desc` (nulls first) would not walk them.
const orderSql: Record<ReviewSort, SQL> = {
  newest: sql`r.published_at desc nulls last, r.id desc nulls last`,
  helpful: sql`r.helpful_count desc nulls last, r.published_at desc nulls last, r.id desc nulls last`,
}

function publishedSql(filters: PublishedFilters): SQL {
  const parts = [sql`r.product_id = ${filters.productId}`, sql`r.status = 'published'`]
  if (filters.star !== undefined) parts.push(sql`r.rating = ${filters.star}`)
  if (filters.withPhotos) parts.push(sql`r.has_photos`)
  return sql.join(parts, sql` and `)
}

/** One page of a product's published reviews: ids from the index first, then those rows whole. */
export function findPublishedPage(
  db: Db,
  filters: PublishedFilters,
  sort: ReviewSort,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  const order = orderSql[sort]
  return selectRows<ReviewRow>(
    db,
    sql`select ${reviewColumns}
      from (select r.id from product_reviews r where ${publishedSql(filters)}
        order by ${order} limit ${limit} offset ${offset}) page
      join product_reviews r on r.id = page.id
      ${reviewJoins}
      order by ${order}`,
  )
}

/**
 * The published reviews with photos, and those of them with `star` stars, counted along
 * product_reviews_product_photos_idx.
 */
export async function countWithPhotos(
  db: Db,
  productId: number,
  star: number | undefined,
): Promise<{ total: number; starred: number }> {
  const [row] = await selectRows<{ total: number; starred: number }>(
    db,
    sql`select count(*)::int as total,
        count(*) filter (where r.rating = ${star ?? 0})::int as starred
      from product_reviews r where ${publishedSql({ productId, withPhotos: true })}`,
  )
  return row ?? { total: 0, starred: 0 }
}

/** The caller's "hữu ích" votes on this product's reviews. */
export async function findVotedReviewIds(
  db: Db,
  userId: number,
  productId: number,
): Promise<number[]> {
  const rows = await selectRows<{ review_id: number }>(
    db,
    sql`select v.review_id from review_helpful_votes v
      join product_reviews r on r.id = v.review_id
      where v.user_id = ${userId} and r.product_id = ${productId}
      order by v.review_id`,
  )
  return rows.map((row) => row.review_id)
}
